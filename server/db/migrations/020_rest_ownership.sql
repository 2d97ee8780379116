-- A finding may only point at a scan of the same user. The REST layer already scopes every
-- statement to the token's user; this makes the database refuse a finding that names another
-- user's scan, so a cascade from one account can never touch rows of another.
ALTER TABLE footprint_scans ADD CONSTRAINT footprint_scans_id_user_key UNIQUE (id, user_id);

ALTER TABLE risk_findings ADD CONSTRAINT risk_findings_scan_owner_fkey
  FOREIGN KEY (scan_id, user_id) REFERENCES footprint_scans (id, user_id) ON DELETE CASCADE;

-- Users and the two synced tables. Every synced row belongs to one user; the REST layer adds the
-- owner from the token to every statement, so user_id is never taken from a request body.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  display_name text,
  role text NOT NULL DEFAULT 'user',
  password_hash text,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE footprint_scans (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL DEFAULT 'multi',
  scan_status text NOT NULL DEFAULT 'scanning'
    CHECK (scan_status IN ('scanning', 'completed', 'failed')),
  privacy_score integer CHECK (privacy_score BETWEEN 0 AND 100),
  security_score integer CHECK (security_score BETWEEN 0 AND 100),
  identity_score integer CHECK (identity_score BETWEEN 0 AND 100),
  overall_score integer CHECK (overall_score BETWEEN 0 AND 100),
  scan_data text,
  error_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX footprint_scans_user_created ON footprint_scans (user_id, created_at DESC);

CREATE TABLE risk_findings (
  id text PRIMARY KEY,
  scan_id text NOT NULL REFERENCES footprint_scans (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rule_id text NOT NULL DEFAULT '',
  platform text NOT NULL DEFAULT 'multi',
  category text NOT NULL CHECK (category IN ('privacy', 'security', 'identity')),
  risk_level text NOT NULL CHECK (risk_level IN ('low', 'medium', 'high', 'critical')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  fix_url text,
  count integer NOT NULL DEFAULT 1 CHECK (count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX risk_findings_user_scan ON risk_findings (user_id, scan_id, created_at DESC);

-- The server, not the client, sets updated_at on every write.
CREATE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at = now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER users_updated_at BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER footprint_scans_updated_at BEFORE UPDATE ON footprint_scans
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER risk_findings_updated_at BEFORE UPDATE ON risk_findings
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

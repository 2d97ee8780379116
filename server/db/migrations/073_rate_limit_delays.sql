-- Growing delays instead of a hard lock for sign-in attempts per email: the time of the last
-- attempt let through, from which the next one must wait.
ALTER TABLE auth_rate_limits ADD COLUMN last_at timestamptz;

-- Auth mail waiting to be sent, off the request path: a password-reset request only adds a row,
-- the same row whether or not the address has an account, so its answer takes the same time
-- either way; a worker on any instance looks the address up, makes the link and sends it. Rows
-- hold an address only until they are handled (or given up after a few attempts).
CREATE TABLE mail_queue (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('password_reset')),
  email text NOT NULL,
  project_id text NOT NULL,
  redirect_url text,
  link_origin text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

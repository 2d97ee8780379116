-- Secrets the server generates for itself (the access-token signing key), kept in the database so
-- every instance on one database signs and verifies with the same key.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sessions that end everywhere at once: every access token carries its user's session epoch, and
-- raising the epoch (password change or reset, the first proof of a pre-claimed address) makes
-- every token issued before unusable, on every instance, before it expires.
ALTER TABLE users ADD COLUMN session_epoch integer NOT NULL DEFAULT 0;

-- A refresh token knows the token it was issued for, so a retry of a redemption whose answer was
-- lost can be told from theft: while no token issued for the old one has been used, the old one
-- may be redeemed again; once one has been used, presenting the old one revokes the family.
ALTER TABLE refresh_tokens ADD COLUMN parent_id uuid;
CREATE INDEX refresh_tokens_parent ON refresh_tokens (parent_id);

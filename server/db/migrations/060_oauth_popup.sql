-- An OAuth sign-in started from the hosted login in a popup keeps the opener's state, so the
-- callback hands the outcome back to that window instead of redirecting (NULL: a full-page flow).
ALTER TABLE oauth_states ADD COLUMN popup_state text;

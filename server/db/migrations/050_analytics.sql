-- Analytics events (product-spec §3). user_id comes from the access token, never from the event;
-- user_email is stored only when it is the signed-in user's own address (the app sends it only
-- when the user allowed analytics to include it).
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  user_email text,
  session_id text,
  pathname text,
  referrer text,
  screen_width integer,
  channel text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text
);

CREATE INDEX analytics_events_project_time ON analytics_events (project_id, occurred_at DESC);

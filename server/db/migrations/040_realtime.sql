-- Realtime channels. Messages are kept for a day so a device that reconnects can catch up (GET
-- /messages); presence rows say who is subscribed where, from every server instance, and are
-- trusted only while their heartbeat is recent. `scope` is the channel's identity: its owner for a
-- private channel (the default) or the project for a shared one.
CREATE TABLE realtime_messages (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  scope text NOT NULL,
  channel text NOT NULL,
  type text NOT NULL DEFAULT 'message',
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  data jsonb,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX realtime_messages_scope ON realtime_messages (project_id, scope, id DESC);
CREATE INDEX realtime_messages_created ON realtime_messages (created_at);

CREATE TABLE realtime_presence (
  connection_id uuid NOT NULL,
  instance_id text NOT NULL,
  project_id text NOT NULL,
  scope text NOT NULL,
  channel text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (connection_id, scope)
);

CREATE INDEX realtime_presence_scope ON realtime_presence (project_id, scope);

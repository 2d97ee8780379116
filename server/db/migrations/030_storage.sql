-- Stored files (storage service). The path is the user's name for the file, unique per user and
-- project; the bytes live under object_key in the storage backend (a random id, never the path).
CREATE TABLE storage_objects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  path text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  object_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, user_id, path)
);

CREATE TRIGGER storage_objects_updated_at BEFORE UPDATE ON storage_objects
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

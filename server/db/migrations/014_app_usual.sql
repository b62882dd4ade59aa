-- 014: 常用 (the platform's /api/app/Data, issue #16): each person's favourite flows (object_type 1) and apps (2),
-- once each, in the order added.
CREATE TABLE app_usual (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  object_type smallint NOT NULL CHECK (object_type IN (1, 2)),
  object_id text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, object_type, object_id)
);

-- 011: Web Push subscriptions (issue #15). One row per browser endpoint; the endpoint moves to whoever
-- subscribed with it last (a shared ward phone), and is deleted when its push service answers 404 or 410.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

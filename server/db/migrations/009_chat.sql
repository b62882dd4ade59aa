-- 009: one-to-one chat (issue #15). Every message is stored before it is pushed anywhere; a client's own
-- message id makes a repeated send one message (unique per sender). A conversation is the pair of users.
CREATE TABLE chat_messages (
  id text PRIMARY KEY,
  sender_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receiver_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_message_id text,
  content_type text NOT NULL CHECK (content_type IN ('text', 'image', 'voice')),
  content text NOT NULL,
  sent_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE UNIQUE INDEX chat_messages_client_idx ON chat_messages (sender_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
-- A conversation's history, newest first, from either side.
CREATE INDEX chat_messages_pair_idx ON chat_messages (
  least(sender_id, receiver_id), greatest(sender_id, receiver_id), sent_at DESC
);
-- My unread messages, by sender.
CREATE INDEX chat_messages_unread_idx ON chat_messages (receiver_id, sender_id) WHERE read_at IS NULL;

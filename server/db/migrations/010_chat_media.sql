-- 010: a chat image's or voice message's download path, so the file's receiver may download it (the
-- file routes look a path up here) without scanning every message's content.
ALTER TABLE chat_messages ADD COLUMN media_path text;
UPDATE chat_messages SET media_path = content WHERE content_type = 'image';
UPDATE chat_messages SET media_path = (content::jsonb ->> 'path') WHERE content_type = 'voice';
CREATE INDEX chat_messages_media_idx ON chat_messages (media_path) WHERE media_path IS NOT NULL;

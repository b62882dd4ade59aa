-- 018: where each session was signed in and when it was last used (issue #17, 账号安全): the client's
-- address and its browser's user agent (cut to 300 characters) at sign-in, and the last request it made
-- (written at most every five minutes, so a busy session costs no write per request). Rows from before
-- have none of these and show as an unknown device. (sessions_user_idx on (user_id, client_kind) serves the list.)
ALTER TABLE sessions ADD COLUMN address text;
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;

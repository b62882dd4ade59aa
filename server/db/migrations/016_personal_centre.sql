-- 016: the personal centre (issue #17). What a person may keep about themselves (landline, office phone,
-- postal address, emergency contact, signature) beside what HR keeps (native place, nation, education,
-- birthday); the further units and posts a person holds (their main one stays users.organize_id /
-- position_id, and PUT Users/Current/major swaps it with one of these); the passwords a person used before
-- (a new password may not be one of the last five); and sessions ended by a password change.
ALTER TABLE users ADD COLUMN landline text;
ALTER TABLE users ADD COLUMN tele_phone text;
ALTER TABLE users ADD COLUMN postal_address text;
ALTER TABLE users ADD COLUMN urgent_contacts text;
ALTER TABLE users ADD COLUMN urgent_tele_phone text;
ALTER TABLE users ADD COLUMN signature text;
ALTER TABLE users ADD COLUMN native_place text;
ALTER TABLE users ADD COLUMN nation text;
ALTER TABLE users ADD COLUMN education text;
ALTER TABLE users ADD COLUMN birthday date;

CREATE TABLE user_memberships (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organize_id text NOT NULL REFERENCES organizes(id),
  position_id text REFERENCES positions(id),
  PRIMARY KEY (user_id, organize_id)
);

CREATE TABLE password_history (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  password_salt text NOT NULL,
  password_hash text NOT NULL,
  retired_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_user_idx ON password_history (user_id, id DESC);

ALTER TABLE sessions DROP CONSTRAINT sessions_revoke_reason_check;
ALTER TABLE sessions
  ADD CONSTRAINT sessions_revoke_reason_check
  CHECK (revoke_reason IN ('logout', 'replaced', 'disabled', 'password'));

-- 023: every way into an account (issue #28). `ways_in` keeps the latest change of each of an account's ways
-- in — its password, its mobile (SMS sign-in), its DingTalk binding —: when, and from which session and
-- device (the sign-in device cookie's id), address and browser, so 账号安全 lists each with when it was
-- added and "sign out all others" can offer to remove one made from another device (a mobile change is
-- undone to `previous_mobile`). A way in with no row was set before this migration or by HR: its time comes
-- from where the way in itself is kept, and no device made it.
CREATE TABLE ways_in (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('password', 'mobile', 'ding')),
  changed_at timestamptz NOT NULL,
  session_jti text,
  device_id text,
  address text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  previous_mobile text,
  PRIMARY KEY (user_id, kind)
);

-- The device a session was signed in on (the sign-in device cookie's id; null for a client without cookies
-- and for sessions from before): which changes came from "another device", and which devices have signed in
-- to an account (their SMS requests are the owner's, not a stranger's).
ALTER TABLE sessions ADD COLUMN device_id text;
CREATE INDEX sessions_device_idx ON sessions (user_id, device_id) WHERE device_id IS NOT NULL;

-- Who asked for each SMS code: the browser's device id (`d:…`), a cookie-less client's address (`a:…`) or a
-- signed-in account (`u:…`), and whether that requester is the number's owner (a device that has signed in
-- to the number's account, or the account itself for a code to its own number). Sending is counted per
-- number and requester, strangers together, and per number in all; a code is its requester's only.
-- Purpose `reauth`: a code to an account's own number proving a change of a way in (accounts without a
-- password).
ALTER TABLE sms_codes ADD COLUMN requester text NOT NULL DEFAULT '';
ALTER TABLE sms_codes ADD COLUMN known boolean NOT NULL DEFAULT false;
CREATE INDEX sms_codes_requester_idx ON sms_codes (requester, created_at DESC);
ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check
  CHECK (purpose IN ('login', 'mobile', 'cancel', 'reauth'));

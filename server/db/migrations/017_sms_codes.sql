-- 017: SMS sign-in codes (issue #17). One row per code asked for: the number and the address that asked
-- (the sending limits count these rows: 1 a minute, 5 an hour, 10 a day per number, and per address), the
-- account it was for (null when no enabled account has that number: a row is kept all the same, with a
-- code nobody was sent, so a guess at an unknown number behaves exactly as one at a known number), the
-- code's HMAC, its expiry, the wrong tries, and when it was used. Rows older than a day are purged.
CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  address text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login')),
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_codes_mobile_idx ON sms_codes (mobile, created_at DESC);
CREATE INDEX sms_codes_address_idx ON sms_codes (address, created_at DESC);

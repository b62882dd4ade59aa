-- 027: a punch sent late without the phone's clock (no x-device-time) cannot have its time checked: it is
-- flagged `unverified` (issue #28), so a punch backdated by up to the 72 h window no longer passes unflagged.
ALTER TABLE field_punches DROP CONSTRAINT field_punches_flags_check;
ALTER TABLE field_punches ADD CONSTRAINT field_punches_flags_check
  CHECK (flags <@ ARRAY['future', 'stale', 'skew', 'clockChanged', 'unverified', 'outside']::text[]);

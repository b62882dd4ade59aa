-- 021: 注销账号 (issue #17). One row per request to close one's own account: who asked, why, the flow task HR
-- reviews it in (removed with it: deleting a withdrawn flow removes its request), and that flow's status
-- (FLOW_STATUS: 1 in approval, 2 approved — the account is then disabled —, 3 rejected, 4 withdrawn,
-- 5 terminated), kept in step by the flow's form source. At most one request of a person is in approval at a
-- time (the partial unique index: a second one, even a concurrent one, is refused). The codes confirming a
-- request are sms_codes of purpose 'cancel', sent to the person's own bound mobile.
CREATE TABLE account_cancellations (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  task_id text NOT NULL REFERENCES flow_tasks(id) ON DELETE CASCADE,
  status smallint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX account_cancellations_in_approval_key ON account_cancellations (user_id) WHERE status = 1;
CREATE INDEX account_cancellations_user_idx ON account_cancellations (user_id, created_at DESC);
CREATE INDEX account_cancellations_task_idx ON account_cancellations (task_id);

ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check
  CHECK (purpose IN ('login', 'mobile', 'cancel'));

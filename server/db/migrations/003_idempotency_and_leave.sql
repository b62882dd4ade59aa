-- 003: the idempotency records behind every state-changing call (ARCHITECTURE §4), the leave application
-- form (LeaveApply), and the first, minimal flow tables a submitted form starts (issue #4).

-- One row per (user, Idempotency-Key), written in the same transaction as the call's effect. The primary
-- key is the guarantee: a concurrent repeat blocks on the uncommitted key until the first attempt commits
-- (then it reads the stored answer) or rolls back (then it runs the effect itself). Kept ≥ 14 days.
CREATE TABLE idempotency_records (
  user_id text NOT NULL,
  idempotency_key text NOT NULL,
  -- sha256 of method, url and the canonical JSON of the validated body.
  request_hash text NOT NULL,
  http_status smallint NOT NULL DEFAULT 200,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_records_created_idx ON idempotency_records (created_at);

-- Leave applications (API-CONTRACT.md "HR form fields"). flow_status is the task status code of the
-- contract: 0 saved draft, 1 in approval, … The end time is the instant the leave ends.
CREATE TABLE leave_applications (
  id text PRIMARY KEY,
  bill_no text NOT NULL,
  flow_id text,
  flow_title text NOT NULL,
  flow_urgent smallint NOT NULL CHECK (flow_urgent BETWEEN 1 AND 3),
  apply_user_id text NOT NULL REFERENCES users(id),
  apply_dept text NOT NULL,
  apply_post text,
  apply_date timestamptz NOT NULL,
  leave_type text NOT NULL,
  leave_reason text NOT NULL,
  leave_start_time timestamptz NOT NULL,
  leave_end_time timestamptz NOT NULL CHECK (leave_end_time > leave_start_time),
  leave_day_count double precision NOT NULL,
  leave_hour double precision NOT NULL,
  file_json jsonb NOT NULL DEFAULT '[]',
  flow_status smallint NOT NULL DEFAULT 0,
  task_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX leave_applications_bill_no_key ON leave_applications (bill_no);
CREATE INDEX leave_applications_user_idx ON leave_applications (apply_user_id, created_at);

-- A running flow: which form of which flow, who applied, where it stands (status as flow_status above).
-- title, urgent and bill_no are copied from the form for the to-do lists of the workflow issue.
CREATE TABLE flow_tasks (
  id text PRIMARY KEY,
  flow_key text NOT NULL,
  form_id text NOT NULL,
  applicant_id text NOT NULL REFERENCES users(id),
  title text NOT NULL,
  bill_no text NOT NULL,
  urgent smallint NOT NULL DEFAULT 1,
  status smallint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX flow_tasks_form_idx ON flow_tasks (flow_key, form_id);
CREATE INDEX flow_tasks_applicant_idx ON flow_tasks (applicant_id, created_at);

-- Who must act on a task at which node. state: 'pending' now; the workflow engine adds its decisions.
CREATE TABLE flow_task_operators (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES flow_tasks(id) ON DELETE CASCADE,
  node_code text NOT NULL,
  handler_id text NOT NULL REFERENCES users(id),
  state text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL,
  handled_at timestamptz
);
CREATE INDEX flow_task_operators_task_idx ON flow_task_operators (task_id);
CREATE INDEX flow_task_operators_handler_idx ON flow_task_operators (handler_id, state);

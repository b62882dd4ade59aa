-- 006: the HR forms of issue #6 (every catalogue form but leave, which keeps leave_applications). One table
-- for all of them: the platform's system fields as columns, the form's own fields (as its definition in
-- contract/hrForm/forms names them) in `data`, and the earlier form it follows on (a leave return's leave)
-- in ref_id. flow_status is the task status code of the contract: 0 draft, 1 in approval, 2 approved, …
CREATE TABLE hr_forms (
  id text PRIMARY KEY,
  form_key text NOT NULL,
  bill_no text NOT NULL,
  flow_id text,
  flow_title text NOT NULL,
  flow_urgent smallint NOT NULL CHECK (flow_urgent BETWEEN 1 AND 3),
  apply_user_id text NOT NULL REFERENCES users(id),
  apply_dept text NOT NULL,
  apply_post text,
  apply_date timestamptz NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  -- The form this one follows on: an hr_forms or a leave_applications id (so no foreign key).
  ref_id text,
  flow_status smallint NOT NULL DEFAULT 0,
  task_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX hr_forms_bill_no_key ON hr_forms (bill_no);
-- The applicant's forms of a key by state: the originals they may follow on, their lists.
CREATE INDEX hr_forms_user_key_status_idx ON hr_forms (apply_user_id, form_key, flow_status);
-- Which forms already follow on an original (a leave returned once only).
CREATE INDEX hr_forms_ref_idx ON hr_forms (ref_id) WHERE ref_id IS NOT NULL;

-- 007: payslips (issue #6, spec §2 personnelManage/payslipQuery): one slip per person and month. The slip is
-- a document as issued, so the name, department and position are kept as they were; its lines are
-- [{ "name": "岗位工资", "amount": "3150.00" }] in display order, the totals exact in cents.
CREATE TABLE payslips (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- YYYY-MM, the month the pay is for.
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  user_name text NOT NULL,
  department_name text NOT NULL DEFAULT '',
  position_name text NOT NULL DEFAULT '',
  earnings jsonb NOT NULL DEFAULT '[]',
  deductions jsonb NOT NULL DEFAULT '[]',
  gross_pay numeric(12, 2) NOT NULL,
  total_deductions numeric(12, 2) NOT NULL,
  net_pay numeric(12, 2) NOT NULL,
  -- Unix ms.
  paid_at bigint NOT NULL,
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payslips_net_check CHECK (net_pay = gross_pay - total_deductions)
);
-- A person's months newest first, and the one slip of a month: both read this index.
CREATE UNIQUE INDEX payslips_user_month_key ON payslips (user_id, month);

-- 025: a bill number (单据编号) is good only in the hands of the one it was issued to (issue #28, hole 2). Every
-- number GET BillRule/BillNumber hands out is recorded with its caller; a form may carry a number issued to
-- its applicant, or the one it already carries. The counter skips numbers a form or a task already holds, so a
-- number typed ahead of the counter (squatting) blocks no colleague. Kept 30 days (purged with idempotency
-- records): a form saved by then carries its number itself.
CREATE TABLE issued_bill_numbers (
  bill_no text PRIMARY KEY,
  user_id text NOT NULL,
  issued_at timestamptz NOT NULL
);
CREATE INDEX issued_bill_numbers_user ON issued_bill_numbers (user_id, issued_at);
CREATE INDEX issued_bill_numbers_issued_at ON issued_bill_numbers (issued_at);
-- Numbers already held (an account cancellation's lives only on its task): the counter's skip looks here.
CREATE INDEX flow_tasks_bill_no ON flow_tasks (bill_no);

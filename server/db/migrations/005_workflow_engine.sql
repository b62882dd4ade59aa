-- 005: the workflow engine (issue #5): where a task stands (current node, activation step, completion,
-- chosen candidates), the decisions at each node, the timeline of records, copies (抄送), comments, and the
-- in-site messages flows send (API-CONTRACT.md "Messages").

ALTER TABLE flow_tasks
  ADD COLUMN current_node text,
  -- Counts node activations; the current node's operators carry the same step.
  ADD COLUMN step integer NOT NULL DEFAULT 0,
  ADD COLUMN completion smallint NOT NULL DEFAULT 0,
  -- Candidate approvers chosen per node code: { "reviewer": ["u-…"] }.
  ADD COLUMN candidates jsonb NOT NULL DEFAULT '{}';
ALTER TABLE flow_tasks ADD CONSTRAINT flow_tasks_status_check CHECK (status BETWEEN 0 AND 5);

ALTER TABLE flow_task_operators ADD COLUMN step integer NOT NULL DEFAULT 1;
ALTER TABLE flow_task_operators ADD CONSTRAINT flow_task_operators_state_check
  CHECK (state IN ('pending', 'approved', 'rejected', 'transferred', 'recalled', 'cancelled'));

-- Tasks submitted before the engine wait at the node of their pending operator (step 1).
UPDATE flow_tasks SET
  step = 1,
  current_node = (SELECT o.node_code FROM flow_task_operators o
                  WHERE o.task_id = flow_tasks.id AND o.state = 'pending' ORDER BY o.created_at LIMIT 1)
WHERE status = 1;

-- The to-do list (my pending operators, newest first) and the done list (my decisions, newest first) read
-- straight from these, however many tasks a person has.
DROP INDEX flow_task_operators_handler_idx;
CREATE INDEX flow_task_operators_todo_idx ON flow_task_operators (handler_id, state, created_at DESC);
CREATE INDEX flow_task_operators_done_idx ON flow_task_operators (handler_id, handled_at DESC)
  WHERE state IN ('approved', 'rejected');

-- The timeline: every submit, decision, transfer, recall, withdrawal, termination, copy and urge.
-- handle_type is HANDLE_TYPE of contract/workflow.ts; seq orders records written in one transition.
CREATE TABLE flow_task_records (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  task_id text NOT NULL REFERENCES flow_tasks(id) ON DELETE CASCADE,
  node_code text NOT NULL,
  handle_type smallint NOT NULL CHECK (handle_type BETWEEN 0 AND 8),
  handler_id text NOT NULL REFERENCES users(id),
  handle_opinion text NOT NULL DEFAULT '',
  sign_img text,
  extra text NOT NULL DEFAULT '',
  handled_at timestamptz NOT NULL
);
CREATE INDEX flow_task_records_task_idx ON flow_task_records (task_id, seq);

-- Copied to me (抄送): each person once per task.
CREATE TABLE flow_task_copies (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES flow_tasks(id) ON DELETE CASCADE,
  node_code text NOT NULL,
  user_id text NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  UNIQUE (task_id, user_id)
);
CREATE INDEX flow_task_copies_user_idx ON flow_task_copies (user_id, created_at DESC);

CREATE TABLE flow_comments (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES flow_tasks(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id),
  text text NOT NULL,
  image jsonb NOT NULL DEFAULT '[]',
  file jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL
);
CREATE INDEX flow_comments_task_idx ON flow_comments (task_id, created_at DESC);

-- In-site messages: type 1 notice, 2 system (workflow messages, whose body_text is JSON { type, id }).
CREATE TABLE messages (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type smallint NOT NULL CHECK (type IN (1, 2)),
  title text NOT NULL,
  body_text text NOT NULL DEFAULT '',
  creator_user_id text REFERENCES users(id) ON DELETE SET NULL,
  is_read boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX messages_user_idx ON messages (user_id, created_at DESC);

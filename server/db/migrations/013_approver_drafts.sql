-- 013: an approver's saved edits (the platform's 暂存, SaveAudit) on the operator waiting to decide (issue #16).
ALTER TABLE flow_task_operators ADD COLUMN draft_data jsonb;

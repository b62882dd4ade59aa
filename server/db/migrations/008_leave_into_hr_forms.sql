-- 008: leave is one more form of the one form table (issue #13): every leave_applications row becomes an
-- hr_forms row of form_key 'LeaveApply' with the same id (its flow task, records and attachments keep
-- pointing at it), the system fields in their columns and leave's own fields in `data` exactly as the wire
-- carries them (times in Unix ms). Nothing is dropped but the emptied table.
INSERT INTO hr_forms (
  id, form_key, bill_no, flow_id, flow_title, flow_urgent, apply_user_id, apply_dept, apply_post, apply_date,
  data, ref_id, flow_status, task_id, created_at, updated_at
)
SELECT
  id, 'LeaveApply', bill_no, flow_id, flow_title, flow_urgent, apply_user_id, apply_dept, apply_post, apply_date,
  jsonb_build_object(
    'leaveType', leave_type,
    'leaveReason', leave_reason,
    'leaveStartTime', round(extract(epoch FROM leave_start_time) * 1000)::bigint,
    'leaveEndTime', round(extract(epoch FROM leave_end_time) * 1000)::bigint,
    'leaveDayCount', leave_day_count,
    'leaveHour', leave_hour,
    'fileJson', file_json
  ),
  NULL, flow_status, task_id, created_at, updated_at
FROM leave_applications;

DROP TABLE leave_applications;

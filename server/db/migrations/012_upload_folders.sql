-- 012: the platform clients' upload folders beside ours (issue #16): IM (chat pictures and voice),
-- annexpic (form pictures) and workFlow (flow attachments).
ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_type_check;
ALTER TABLE uploaded_files
  ADD CONSTRAINT uploaded_files_type_check CHECK (type IN ('annex', 'punch', 'IM', 'annexpic', 'workFlow'));

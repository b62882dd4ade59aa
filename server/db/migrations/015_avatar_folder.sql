-- 015: the avatar folder (the platform's `userAvatar`, issue #16): a picture uploaded there becomes the
-- uploader's head with PUT /api/permission/Users/Current/Avatar/{name}.
ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_type_check;
ALTER TABLE uploaded_files
  ADD CONSTRAINT uploaded_files_type_check
  CHECK (type IN ('annex', 'punch', 'IM', 'annexpic', 'workFlow', 'userAvatar'));

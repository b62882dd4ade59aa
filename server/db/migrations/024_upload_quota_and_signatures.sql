-- 024 (issue #28): an upload counts against its uploader's bytes of the day, read by (user, time) with the
-- sizes in the index.
CREATE INDEX uploaded_files_user_created ON uploaded_files (user_id, created_at) INCLUDE (size);

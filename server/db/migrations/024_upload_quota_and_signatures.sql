-- 024 (issue #28): an upload counts against its uploader's bytes of the day, read by (user, time) with the
-- sizes in the index; and an approval signature is a bounded PNG or SVG data URL (what the platform's clients
-- send; an SVG's drawing is checked as it is read, contract/signature.ts) or the signer's own upload —
-- anything else stored before (a URL a viewer's browser would fetch) is forgotten, never served. A signature
-- that is an upload is shown to the flow's viewers: found by its path.
CREATE INDEX uploaded_files_user_created ON uploaded_files (user_id, created_at) INCLUDE (size);
UPDATE flow_task_records r
   SET sign_img = NULL
 WHERE r.sign_img IS NOT NULL
   AND NOT (
         length(r.sign_img) <= 400000
     AND (r.sign_img ~ '^data:image/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$'
       OR r.sign_img ~ '^data:image/svg\+xml;base64,[A-Za-z0-9+/]*={0,2}$')
   )
   AND NOT EXISTS (
         SELECT 1 FROM uploaded_files f
          WHERE f.user_id = r.handler_id
            AND f.mime_type LIKE 'image/%'
            AND r.sign_img = '/api/file/Download/' || f.type || '/' || f.file_name
   );
CREATE INDEX flow_task_records_sign_upload ON flow_task_records (sign_img)
 WHERE sign_img LIKE '/api/file/Download/%';

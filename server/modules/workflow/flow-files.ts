/**
 * A file is its uploader's, and also readable by everyone who may see a flow that shows it: a leave's or
 * an HR form's attachments (`fileJson[].url`, any upload field) to its approvers, a comment's images and files to the flow's participants
 * (flow-access.ts decides who may see a flow) when its writer uploaded it, an approval's signature when its
 * signer uploaded it. The file module asks it through
 * the `FileViewer` it declares (file/visible-file.ts), so it never imports the workflow.
 */
import { and, eq, sql } from 'drizzle-orm';
import { downloadPath, type UploadType, DOWNLOAD_PATH } from '../../../contract';
import type { Db } from '../../db/client';
import { flowComments, flowTaskRecords, flowTasks, hrForms, uploadedFiles } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { FileViewer } from '../file/visible-file';
import { assertMayView } from './flow-access';

/**
 * The flows whose form or comments carry this file's URL. A comment counts only when its writer uploaded
 * the file: naming a URL in a comment never makes someone else's file readable (forms are checked when
 * written, form-writes and field-values).
 */
async function flowsShowing(db: Db, type: UploadType, fileName: string): Promise<string[]> {
  const url = downloadPath(type, fileName);
  const asImage = JSON.stringify([url]);
  const asAttachment = JSON.stringify([{ url }]);
  const uploadedByWriter = and(
    eq(uploadedFiles.userId, flowComments.userId),
    eq(uploadedFiles.type, type),
    eq(uploadedFiles.fileName, fileName),
  );
  const signedByUploader = and(
    eq(uploadedFiles.userId, flowTaskRecords.handlerId),
    eq(uploadedFiles.type, type),
    eq(uploadedFiles.fileName, fileName),
  );
  const [fromComments, fromForms, fromSignatures] = await Promise.all([
    db
      .select({ taskId: flowComments.taskId })
      .from(flowComments)
      .innerJoin(uploadedFiles, uploadedByWriter)
      .where(
        sql`${flowComments.image} @> ${asImage}::jsonb or ${flowComments.file} @> ${asAttachment}::jsonb`,
      ),
    // A form's files (leave's fileJson, an HR form's upload fields) sit in its upload fields inside `data`.
    db
      .select({ taskId: flowTasks.id })
      .from(hrForms)
      .innerJoin(flowTasks, eq(flowTasks.formId, hrForms.id))
      .where(
        sql`jsonb_path_exists(${hrForms.data}, '$.*[*] ? (@.url == $u)', jsonb_build_object('u', ${url}::text))`,
      ),
    db
      .select({ taskId: flowTaskRecords.taskId })
      .from(flowTaskRecords)
      .innerJoin(uploadedFiles, signedByUploader)
      // The LIKE names the partial index of signatures that are uploads (migration 024).
      .where(
        and(eq(flowTaskRecords.signImg, url), sql`${flowTaskRecords.signImg} like ${`${DOWNLOAD_PATH}/%`}`),
      ),
  ]);
  return [...new Set([...fromComments, ...fromForms, ...fromSignatures].map((r) => r.taskId))];
}

/** Whether the viewer may see at least one flow that shows the file (lent to file/routes.ts by buildApp). */
export const shownInFlow: FileViewer = async (db, viewerId, { type, fileName }) => {
  for (const taskId of await flowsShowing(db, type, fileName)) {
    try {
      await assertMayView(db, viewerId, taskId);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return false;
};

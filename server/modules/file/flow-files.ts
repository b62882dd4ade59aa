/**
 * A file is its uploader's, and also readable by everyone who may see a flow that shows it: a leave's or
 * an HR form's attachments (`fileJson[].url`, any upload field) to its approvers, a comment's images and files to the flow's participants
 * (flow-access.ts decides who may see a flow). Anyone else still gets 404, as if it did not exist.
 */
import { and, eq, sql } from 'drizzle-orm';
import { downloadPath, type UploadType } from '../../../contract';
import type { Db } from '../../db/client';
import { flowComments, flowTasks, hrForms, leaveApplications } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { assertMayView } from '../workflow/flow-access';

/** The flows whose form or comments carry this file's URL. */
async function flowsShowing(db: Db, url: string): Promise<string[]> {
  const asImage = JSON.stringify([url]);
  const asAttachment = JSON.stringify([{ url }]);
  const [fromComments, fromLeaves, fromHrForms] = await Promise.all([
    db
      .select({ taskId: flowComments.taskId })
      .from(flowComments)
      .where(
        sql`${flowComments.image} @> ${asImage}::jsonb or ${flowComments.file} @> ${asAttachment}::jsonb`,
      ),
    db
      .select({ taskId: flowTasks.id })
      .from(leaveApplications)
      .innerJoin(
        flowTasks,
        and(eq(flowTasks.formId, leaveApplications.id), eq(flowTasks.flowKey, 'leaveApply')),
      )
      .where(sql`${leaveApplications.fileJson} @> ${asAttachment}::jsonb`),
    // An HR form's files sit in its upload fields (any of them) inside `data`.
    db
      .select({ taskId: flowTasks.id })
      .from(hrForms)
      .innerJoin(flowTasks, eq(flowTasks.formId, hrForms.id))
      .where(
        sql`jsonb_path_exists(${hrForms.data}, '$.*[*] ? (@.url == $u)', jsonb_build_object('u', ${url}::text))`,
      ),
  ]);
  return [...new Set([...fromComments, ...fromLeaves, ...fromHrForms].map((r) => r.taskId))];
}

/** Whether the viewer may see at least one flow that shows the file. */
export async function shownToViewer(db: Db, viewerId: string, type: UploadType, fileName: string) {
  for (const taskId of await flowsShowing(db, downloadPath(type, fileName))) {
    try {
      await assertMayView(db, viewerId, taskId);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return false;
}

/**
 * The file a viewer asks to download, by its unique name, when the viewer may have it: its uploader; whoever
 * may see a flow that shows it (workflow/flow-files.ts); a chat's two people (chat/file-viewer.ts) for its pictures and recordings; every
 * signed-in colleague for someone's current head. Each check names the file by the folder it was uploaded
 * to, whatever folder the request names: the platform's clients name their page's (3.2.4 always `workFlow`,
 * 3.3 `annex` for a form's files), so a form's attachment uploaded anywhere opens from either client.
 * Anything else, or no such file, is the same 404 文件不存在.
 */
import { eq } from 'drizzle-orm';
import { CODE, downloadPath, type UploadType } from '../../../contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { FileRepository, type FileInfo, type FileRow } from './repository';

/**
 * Whether someone besides its uploader may have a file: a rule an upper module lends at wiring time (buildApp
 * hands fileRoutes the workflow's `shownInFlow` and the chat's `seesChatMedia`), so file imports neither.
 */
export type FileViewer = (
  db: Db,
  viewer: string,
  file: { type: UploadType; fileName: string },
) => Promise<boolean>;

/** Whether `path` is someone's current head: every signed-in colleague sees it (the address book, chats). */
async function isSomeonesHead(db: Db, path: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.headIcon, path)).limit(1);
  return !!row;
}

async function mayHave(
  db: Db,
  viewers: readonly FileViewer[],
  viewer: string,
  file: FileInfo,
): Promise<boolean> {
  if (file.userId === viewer) return true;
  for (const may of viewers) if (await may(db, viewer, file)) return true;
  return file.type === 'userAvatar' && (await isSomeonesHead(db, downloadPath(file.type, file.fileName)));
}

export async function visibleFile(
  db: Db,
  viewers: readonly FileViewer[],
  viewer: string,
  fileName: string,
): Promise<FileRow> {
  const repo = new FileRepository(db);
  const info = await repo.infoByName(fileName);
  const file =
    info && (await mayHave(db, viewers, viewer, info)) ? await repo.anyFile(info.type, fileName) : null;
  if (!file) throw new ApiError(CODE.NOT_FOUND, '文件不存在', 404);
  return file;
}

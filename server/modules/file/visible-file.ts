/**
 * The file a viewer asks to download, by its unique name, when the viewer may have it: its uploader; whoever
 * may see a flow that shows it (flow-files.ts); a chat's two people for its pictures and recordings; every
 * signed-in colleague for someone's current head. Each check names the file by the folder it was uploaded
 * to, whatever folder the request names: the platform's clients name their page's (3.2.4 always `workFlow`,
 * 3.3 `annex` for a form's files), so a form's attachment uploaded anywhere opens from either client.
 * Anything else, or no such file, is the same 404 文件不存在.
 */
import { CODE, downloadPath } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { ChatRepository } from '../chat/repository';
import { isSomeonesHead, shownToViewer } from './flow-files';
import { FileRepository, type FileInfo, type FileRow } from './repository';

async function mayHave(db: Db, viewer: string, file: FileInfo): Promise<boolean> {
  if (file.userId === viewer) return true;
  const path = downloadPath(file.type, file.fileName);
  return (
    (await shownToViewer(db, viewer, file.type, file.fileName)) ||
    (await new ChatRepository(db).showsMedia(viewer, path)) ||
    (file.type === 'userAvatar' && (await isSomeonesHead(db, path)))
  );
}

export async function visibleFile(db: Db, viewer: string, fileName: string): Promise<FileRow> {
  const repo = new FileRepository(db);
  const info = await repo.infoByName(fileName);
  const file = info && (await mayHave(db, viewer, info)) ? await repo.anyFile(info.type, fileName) : null;
  if (!file) throw new ApiError(CODE.NOT_FOUND, '文件不存在', 404);
  return file;
}

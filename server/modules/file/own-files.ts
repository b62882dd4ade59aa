/**
 * The files a form lists must be its applicant's own uploads: a flow shows its form's files to everyone
 * who may see the flow (flow-files.ts), so naming someone else's file would hand it to strangers. Each
 * attachment's url must be the download path of a file the caller uploaded; otherwise HTTP 400 naming the
 * field.
 */
import { downloadPath, UPLOAD_TYPES, type UploadType } from '../../../contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/envelope';
import { FileRepository } from './repository';

const DOWNLOAD = /^\/api\/file\/Download\/([^/]+)\/([^/]+)$/;

/** The type and name a download path names (exactly as downloadPath writes it), or null for anything else. */
function fileOf(url: string): { type: UploadType; name: string } | null {
  const match = DOWNLOAD.exec(url);
  const type = match?.[1] as UploadType | undefined;
  if (!match || !type || !(UPLOAD_TYPES as readonly string[]).includes(type)) return null;
  try {
    const name = decodeURIComponent(match[2]!);
    return name && downloadPath(type, name) === url ? { type, name } : null;
  } catch {
    return null;
  }
}

/** Whether `url` is the download path of a file `userId` uploaded (of `type`, when one is asked for). */
export async function isOwnUpload(db: Db, userId: string, url: string, type?: UploadType): Promise<boolean> {
  const file = fileOf(url);
  if (!file || (type && file.type !== type)) return false;
  return new FileRepository(db).owns(userId, file.type, file.name);
}

export async function checkOwnFiles(
  db: Db,
  userId: string,
  field: string,
  label: string,
  files: readonly { url: string }[],
): Promise<void> {
  for (const { url } of files) {
    if (!url) throw fieldError(field, `${label}：附件尚未上传，请稍后重试`);
    if (!(await isOwnUpload(db, userId, url))) throw fieldError(field, `${label}：只能附上本人上传的文件`);
  }
}

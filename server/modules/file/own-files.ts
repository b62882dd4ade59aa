/**
 * What a client may name in a form, a comment or a punch: only its own uploads. A flow shows its files to
 * everyone who may see it (workflow/flow-files.ts), and the app fetches them with the viewer's token, so a foreign
 * file, another host or any other API path there would hand a file to strangers or the token to an
 * attacker. Each url must be the download path of a file the caller uploaded; otherwise HTTP 400 naming
 * the field.
 */
import { parseDownloadPath, SIGNATURE_REFUSED, signatureSource, type UploadType } from '../../../contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/envelope';
import { FileRepository } from './repository';

export type OwnUploadRule = {
  /** Only uploads of this type (`punch` for a punch photo). */
  type?: UploadType;
  /** Only pictures (image/*): a comment's images, a punch photo. */
  image?: boolean;
};

/** Whether `url` is the download path of a file `userId` uploaded, of the kind the rule asks for. */
export async function isOwnUpload(db: Db, userId: string, url: string, rule: OwnUploadRule = {}) {
  const file = parseDownloadPath(url);
  if (!file || (rule.type && file.type !== rule.type)) return false;
  const mimeType = await new FileRepository(db).ownedMimeType(userId, file.type, file.name);
  return mimeType !== null && (!rule.image || mimeType.startsWith('image/'));
}

export async function checkOwnFiles(
  db: Db,
  userId: string,
  field: string,
  label: string,
  files: readonly { url: string }[],
  rule: OwnUploadRule = {},
): Promise<void> {
  for (const { url } of files) {
    if (!url) throw fieldError(field, `${label}：附件尚未上传，请稍后重试`);
    if (!(await isOwnUpload(db, userId, url, rule)))
      throw fieldError(field, `${label}：只能附上本人上传的${rule.image ? '图片' : '文件'}`);
  }
}

/**
 * A signature (`signImg`) that names an upload must be the signer's own picture: the schema took only a PNG
 * data URL or a download path (contract/signature.ts), and this settles whose file that path is.
 */
export async function checkOwnSignature(db: Db, userId: string, signImg: string | null | undefined) {
  if (signatureSource(signImg)?.kind !== 'upload') return;
  if (!(await isOwnUpload(db, userId, signImg!, { image: true })))
    throw fieldError('signImg', SIGNATURE_REFUSED);
}

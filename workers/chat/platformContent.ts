/**
 * A chat message's content as the platform's socket takes it (issue #16, docs/jnpf-clients §6): text as it
 * is; a picture as `{ name, width, height }` naming its IM upload; a recording inline as
 * `{ base64, length: "mm:ss" }`, as the platform's own app sends one (its server stores it). The picture's
 * size and the recording's bytes are read from the row's file on the phone.
 */
import type { ImSendBody } from '../../contract';
import { mmss, secondsOf } from '../../contract/chatMedia';
import { uploadNameOf } from '../../contract/personalPaths';
import type { UserDb } from '../../core/store/db';
import type { OutboxRow } from '../../core/store/types';

/** A picture's size in pixels; 0 × 0 where it cannot be read here (their bubble then takes its default). */
async function sizeOf(blob: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/** Base64 of the bytes, a chunk at a time (a spread of a whole recording would overflow the stack). */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function platformContent(db: UserDb, row: OutboxRow): Promise<unknown> {
  const body = row.body as ImSendBody;
  const file = row.fileIds[0] ? await db.files.get(row.fileIds[0]) : undefined;
  if (body.messageType === 'text' || !file) return body.messageContent;
  if (body.messageType === 'image')
    return { name: uploadNameOf(body.messageContent), ...(await sizeOf(file.blob)) };
  const { length } = JSON.parse(body.messageContent) as { length: unknown };
  return { base64: await base64Of(file.blob), length: mmss(secondsOf(length)) };
}

/**
 * A recording the platform's app sends inside its SendMessage (`{ base64, length }`, JNPF mobile's own way)
 * becomes what every other voice message is: the sender's upload in the IM folder, named in the content's
 * `{ path, length }`. Stored only for a message that may be sent (send.ts calls this once the token, the
 * sender's rate and the receiver are checked) and within the sender's upload bytes (upload-limits.ts); the
 * same client message id sent again stores it once (its upload key is that id).
 */
import { randomUUID } from 'node:crypto';
import { downloadPath } from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { storeUpload } from '../file/file-store';
import { admitUploadBytes, storedAlready } from '../file/upload-limits';
import type { InlineVoice } from '../../realtime/dialect';

type Message = { clientMessageId?: string | undefined; messageContent: string };

/** The recording's type by its first bytes (MP3 from their app; WebM or Ogg from a browser). */
function audioType(bytes: Buffer): { mimeType: string; extension: string } {
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return { mimeType: 'audio/ogg', extension: 'ogg' };
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return { mimeType: 'audio/webm', extension: 'webm' };
  return { mimeType: 'audio/mpeg', extension: 'mp3' };
}

async function store(ctx: AppContext, me: string, key: string, voice: InlineVoice): Promise<string> {
  const { mimeType, extension } = audioType(Buffer.concat([voice.bytes, Buffer.alloc(4)]));
  if (!(await storedAlready(ctx, me, key))) await admitUploadBytes(ctx, me, voice.bytes.length);
  const { file } = await storeUpload(
    ctx.db,
    ctx.fileContents,
    { userId: me, key, type: 'IM', now: ctx.clock() },
    { name: `voice.${extension}`, mimeType, content: voice.bytes },
  );
  return downloadPath('IM', file.fileName);
}

/** The message naming its stored recording, or why the recording could not be kept (the sender's limits). */
export async function withInlineVoice<M extends Message>(
  ctx: AppContext,
  me: string,
  message: M,
  voice: InlineVoice,
): Promise<M | { refused: string }> {
  const key = message.clientMessageId ? `voice:${message.clientMessageId}` : randomUUID();
  try {
    const path = await store(ctx, me, key, voice);
    return { ...message, messageContent: JSON.stringify({ path, length: voice.seconds }) };
  } catch (err) {
    if (err instanceof ApiError) return { refused: err.message };
    throw err;
  }
}

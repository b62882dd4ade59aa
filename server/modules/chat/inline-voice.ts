/**
 * A recording the platform's app sends inside its SendMessage (`{ base64, length }`, JNPF mobile's own way)
 * becomes what every other voice message is: the sender's upload in the IM folder, named in the content's
 * `{ path, length }`. Stored only once the frame's token is checked; the same client message id sent again
 * stores it once (its upload key is that id).
 */
import { randomUUID } from 'node:crypto';
import { downloadPath, type ClientMessage } from '../../../contract';
import type { AppContext } from '../../context';
import { storeUpload } from '../file/file-store';
import type { InlineVoice } from '../../realtime/dialect';

type SendFrame = Extract<ClientMessage, { method: 'SendMessage' }>;

/** The recording's type by its first bytes (MP3 from their app; WebM or Ogg from a browser). */
function audioType(bytes: Buffer): { mimeType: string; extension: string } {
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return { mimeType: 'audio/ogg', extension: 'ogg' };
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return { mimeType: 'audio/webm', extension: 'webm' };
  return { mimeType: 'audio/mpeg', extension: 'mp3' };
}

export async function withInlineVoice(
  ctx: AppContext,
  me: string,
  frame: SendFrame,
  voice: InlineVoice,
): Promise<SendFrame> {
  const { mimeType, extension } = audioType(Buffer.concat([voice.bytes, Buffer.alloc(4)]));
  const key = frame.clientMessageId ? `voice:${frame.clientMessageId}` : randomUUID();
  const { file } = await storeUpload(
    ctx.db,
    ctx.fileContents,
    { userId: me, key, type: 'IM', now: ctx.clock() },
    { name: `voice.${extension}`, mimeType, content: voice.bytes },
  );
  const path = downloadPath('IM', file.fileName);
  return { ...frame, messageContent: JSON.stringify({ path, length: voice.seconds }) };
}

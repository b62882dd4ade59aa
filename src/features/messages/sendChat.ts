/**
 * Writing a chat message (issue #15): one outbox row (kind `chat`, stream `chat:<partner>`, so one
 * conversation's messages go out in the order written) and the message shown at once as sending, in one
 * transaction — it survives a closed tab and is delivered once (the row id is its client message id). An
 * image or a recording waits in `files` and is uploaded first; resending and discarding are the sync
 * centre's (src/sync).
 */
import { IM_SEND_PATH, type ChatContentType, type ImSendBody } from '../../../contract/chat';
import { CHAT_KIND, enqueueWrite, type OutboxRow, type UserDb } from '../../data';
import { chatMessageId, chatStream, touchConversation } from '../../../core/store/chat';

export type ChatDraft =
  | { type: 'text'; text: string }
  | { type: 'image'; blob: Blob; name: string }
  | { type: 'voice'; blob: Blob; seconds: number };

export interface SendContext {
  me: string;
  partner: string;
  /** server − device (ms), so the message sorts by the server's clock before the server has it. */
  serverOffsetMs: number;
  now?: number;
}

const contentOf = (draft: ChatDraft): string =>
  draft.type === 'text'
    ? draft.text
    : draft.type === 'voice'
      ? JSON.stringify({ path: '', length: draft.seconds })
      : '';

export async function sendChat(db: UserDb, draft: ChatDraft, ctx: SendContext): Promise<OutboxRow> {
  const id = crypto.randomUUID();
  const now = ctx.now ?? Date.now();
  const at = now + ctx.serverOffsetMs;
  // Its own UUID: the upload's Idempotency-Key, which the server takes only as a UUID.
  const fileId = draft.type === 'text' ? undefined : crypto.randomUUID();
  const type: ChatContentType = draft.type;
  const body: ImSendBody = {
    toUserId: ctx.partner,
    messageType: type,
    messageContent: contentOf(draft),
    clientMessageId: id,
  };
  return enqueueWrite(
    db,
    {
      userId: ctx.me,
      kind: CHAT_KIND,
      stream: chatStream(ctx.partner),
      method: 'POST',
      url: IM_SEND_PATH,
      body,
      fileIds: fileId ? [fileId] : [],
      serverOffsetMs: ctx.serverOffsetMs,
    },
    async (tables) => {
      if (fileId && draft.type !== 'text') {
        const name = draft.type === 'image' ? draft.name : `voice-${id}.webm`;
        await tables.files.put({
          id: fileId,
          name,
          type: draft.blob.type,
          blob: draft.blob,
          uploadedUrl: null,
          createdAt: now,
        });
      }
      await tables.chatMessages.put({
        id: chatMessageId(ctx.me, id, id),
        conversationId: ctx.partner,
        serverId: null,
        sendUserId: ctx.me,
        receiveUserId: ctx.partner,
        sendTime: at,
        contentType: type,
        content: draft.type === 'text' ? draft.text : '',
        state: 'sending',
        outboxId: id,
        ...(fileId ? { fileId } : {}),
        ...(draft.type === 'voice' ? { voiceLength: draft.seconds } : {}),
      });
      await touchConversation(tables, ctx.partner, body.messageContent, type, at);
    },
    { now, newId: () => id },
  );
}

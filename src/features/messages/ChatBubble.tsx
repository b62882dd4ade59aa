/**
 * One message of a chat: mine on the right with its state (发送中 — with the server's words when it asked
 * the message to come back later, #28 — / 已送达 / 已读 / 发送失败 with 重发 and 删除), the partner's on the left. Text as text; an image from this device's Blob until it is uploaded,
 * then from the server with the token; a voice message as a play button with its length.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { serverWait, useActiveDb, type ChatMessageRow } from '../../data';
import { useT } from '../../i18n';
import { discard, resend } from '../../sync';
import { BlobImage, ServerImage } from '../../ui/ServerImage';
import { VoiceButton } from './VoiceButton';

function useLocalBlob(fileId: string | undefined): Blob | undefined {
  const db = useActiveDb();
  return useLiveQuery(
    async () => (db && fileId ? (await db.files.get(fileId))?.blob : undefined),
    [db, fileId],
  );
}

/** Why the server asked this sending message to come back later (over the sender's rate), or null. */
function useServerWait(outboxId: string | undefined): string | null {
  const db = useActiveDb();
  return (
    useLiveQuery(
      async () => (db && outboxId ? serverWait(await db.outbox.get(outboxId)) : null),
      [db, outboxId],
    ) ?? null
  );
}

/** A voice message's path and length, from its content or (not yet uploaded) from the row. */
function voiceOf(m: ChatMessageRow): { path: string; seconds: number } {
  try {
    const v = JSON.parse(m.content) as { path?: unknown; length?: unknown };
    return { path: typeof v.path === 'string' ? v.path : '', seconds: Number(v.length) || 0 };
  } catch {
    return { path: '', seconds: m.voiceLength ?? 0 };
  }
}

function Content({ m }: { m: ChatMessageRow }) {
  const t = useT();
  const blob = useLocalBlob(m.fileId);
  if (m.contentType === 'text') return <span className="chat-text">{m.content}</span>;
  if (m.contentType === 'image')
    return blob || !m.content ? (
      <BlobImage className="chat-image" blob={blob} alt={t('msg.chat.image')} />
    ) : (
      <ServerImage className="chat-image" src={m.content} alt={t('msg.chat.image')} />
    );
  const voice = voiceOf(m);
  return <VoiceButton blob={blob} path={voice.path} seconds={m.voiceLength ?? voice.seconds} />;
}

function OwnState({ m }: { m: ChatMessageRow }) {
  const t = useT();
  const wait = useServerWait(m.state === 'sending' ? m.outboxId : undefined);
  if (wait)
    return (
      <span className="chat-state chat-state-waiting" role="status">
        {t('msg.chat.waiting', { message: wait })}
      </span>
    );
  if (m.state !== 'failed')
    return <span className={`chat-state chat-state-${m.state}`}>{t(`msg.chat.${m.state}`)}</span>;
  return (
    <span className="chat-state chat-state-failed" role="alert">
      {m.error || t('msg.chat.failed')}
      {m.outboxId && (
        <>
          <button type="button" className="link" onClick={() => void resend(m.outboxId!)}>
            {t('msg.chat.retry')}
          </button>
          <button type="button" className="link" onClick={() => void discard(m.outboxId!)}>
            {t('msg.chat.discard')}
          </button>
        </>
      )}
    </span>
  );
}

export function ChatBubble({ m, mine }: { m: ChatMessageRow; mine: boolean }) {
  return (
    <div
      className={`chat-row ${mine ? 'chat-mine' : 'chat-theirs'}`}
      data-testid="chat-message"
      data-state={m.state}
    >
      <div className={`chat-bubble chat-${m.contentType}`}>
        <Content m={m} />
      </div>
      {mine && <OwnState m={m} />}
    </div>
  );
}

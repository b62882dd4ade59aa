/**
 * The chat's input bar: text (sent with 发送 or Enter, at most CHAT_TEXT_MAX characters), a picture from
 * the camera or gallery (at most MAX_UPLOAD_BYTES), and a voice message held to record. Each goes to the
 * outbox through `onSend`; the field clears once it is queued (and keeps the text when it could not be).
 */
import { useState, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '../../../contract/chat';
import { MAX_UPLOAD_BYTES } from '../../../contract/file';
import { fileSize } from '../../forms/fileSize';
import { useT } from '../../i18n';
import { toast } from '../../ui/toast';
import type { ChatDraft } from './sendChat';
import { useVoiceRecorder } from './useVoiceRecorder';

/** `onSend` answers whether the message was queued. */
export function ChatComposer({ onSend }: { onSend: (draft: ChatDraft) => Promise<boolean> }) {
  const t = useT();
  const [text, setText] = useState('');
  const tooLong = text.length > CHAT_TEXT_MAX;
  const voice = useVoiceRecorder(
    (r) => void onSend({ type: 'voice', ...r }),
    (why) => toast(t(`msg.chat.${why}`)),
  );

  const sendText = async () => {
    const value = text.trim();
    if (!value || tooLong) return;
    if (await onSend({ type: 'text', text: value })) setText('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void sendText();
    }
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES)
      return toast(t('msg.chat.imageTooBig', { max: fileSize(MAX_UPLOAD_BYTES) }));
    void onSend({ type: 'image', blob: file, name: file.name });
  };

  return (
    <div className="chat-composer" data-testid="chat-composer">
      <button
        type="button"
        className={`chat-voice-hold ${voice.recording ? 'is-recording' : ''}`}
        aria-label={voice.recording ? t('msg.chat.recording') : t('msg.chat.voice')}
        onPointerDown={() => void voice.start()}
        onPointerUp={() => voice.stop(false)}
        onPointerLeave={() => voice.stop(true)}
      >
        🎤
      </button>
      <label className="chat-pick" aria-label={t('msg.chat.image')}>
        🖼
        <input type="file" accept="image/*" hidden onChange={(e) => pick(e.target.files?.[0])} />
      </label>
      <textarea
        className="chat-input"
        rows={1}
        value={text}
        placeholder={t('msg.chat.placeholder')}
        aria-label={t('msg.chat.placeholder')}
        aria-invalid={tooLong || undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
      />
      <button
        type="button"
        className="button button-fill chat-send"
        disabled={!text.trim() || tooLong}
        onClick={() => void sendText()}
      >
        {t('msg.chat.send')}
      </button>
      {tooLong && (
        <p className="chat-error" role="alert">
          {t('msg.chat.tooLong', { max: CHAT_TEXT_MAX })}
        </p>
      )}
    </div>
  );
}

/**
 * The chat's input bar, laid out as WeChat's: at the left the voice/keyboard toggle (named by what it
 * switches to), then the text field — or in voice mode the 按住说话 bar (HoldToTalk.tsx) — and at the right
 * 图片, which 发送 replaces while there is text. Text is sent with 发送 or Enter (at most CHAT_TEXT_MAX
 * characters), a picture at most MAX_UPLOAD_BYTES. Each goes to the outbox through `onSend`; the field clears
 * once it is queued (and keeps the text when it could not be). Every target is at least 44 px; the bar sits
 * on the on-screen keyboard (useKeyboardInset).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '../../../contract/chat';
import { MAX_UPLOAD_BYTES } from '../../../contract/file';
import { fileSize } from '../../forms/fileSize';
import { useT } from '../../i18n';
import { Icon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { HoldToTalk } from './HoldToTalk';
import type { ChatDraft } from './sendChat';
import { useKeyboardInset } from './useKeyboardInset';

/** The picture button: a real button (reachable by keyboard) that opens the hidden file input. */
function PictureButton({ onPick }: { onPick: (file: File | undefined) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="chat-tool chat-pick"
        aria-label={t('msg.chat.image')}
        onClick={() => input.current?.click()}
      >
        <Icon name="image" size={26} />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}

/** `onSend` answers whether the message was queued. */
export function ChatComposer({ onSend }: { onSend: (draft: ChatDraft) => Promise<boolean> }) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [voiceMode, setVoiceMode] = useState(false);
  const [text, setText] = useState('');
  const tooLong = text.length > CHAT_TEXT_MAX;
  const typing = !voiceMode && text.trim() !== '';
  useKeyboardInset(bar);

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
  // Back to the keyboard, the field takes the focus (and the phone's keyboard opens), as in WeChat.
  const toggle = () => {
    setVoiceMode(!voiceMode);
    if (voiceMode) requestAnimationFrame(() => field.current?.focus());
  };

  return (
    <div
      ref={bar}
      className="chat-composer"
      data-testid="chat-composer"
      data-mode={voiceMode ? 'voice' : 'text'}
    >
      <button
        type="button"
        className="chat-tool chat-mode"
        aria-label={t(voiceMode ? 'msg.chat.toKeyboard' : 'msg.chat.toVoice')}
        onClick={toggle}
      >
        <Icon name={voiceMode ? 'keyboard' : 'voice'} size={26} />
      </button>
      {voiceMode ? (
        <HoldToTalk onVoice={(r) => void onSend({ type: 'voice', ...r })} />
      ) : (
        <textarea
          ref={field}
          className="chat-input"
          rows={1}
          value={text}
          placeholder={t('msg.chat.placeholder')}
          aria-label={t('msg.chat.placeholder')}
          aria-invalid={tooLong || undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
        />
      )}
      {typing ? (
        <button
          type="button"
          className="button button-fill chat-send"
          disabled={tooLong}
          onClick={() => void sendText()}
        >
          {t('msg.chat.send')}
        </button>
      ) : (
        <PictureButton onPick={pick} />
      )}
      {tooLong && !voiceMode && (
        <p className="chat-error" role="alert">
          {t('msg.chat.tooLong', { max: CHAT_TEXT_MAX })}
        </p>
      )}
    </div>
  );
}

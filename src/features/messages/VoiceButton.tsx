/**
 * Plays a voice message: this device's recording, or the server's file fetched with the token. A play icon
 * with its length, the sound icon while it plays.
 */
import { useState } from 'react';
import { requestBlob } from '../../api/http';
import { useT } from '../../i18n';
import { Icon } from '../../ui/icons';

async function play(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  audio.onended = () => URL.revokeObjectURL(url);
  await audio.play();
}

export function VoiceButton({
  blob,
  path,
  seconds,
}: {
  blob: Blob | undefined;
  path: string;
  seconds: number;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await play(blob ?? (await requestBlob(path)));
    } catch {
      // not playable here (no codec, offline): the button simply stops
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="chat-voice"
      aria-label={t('msg.chat.play', { n: Math.round(seconds) })}
      onClick={() => void start()}
      disabled={busy || (!blob && !path)}
    >
      <Icon name={busy ? 'sound' : 'play'} size={18} />
      {t('msg.chat.seconds', { n: Math.round(seconds) })}
    </button>
  );
}

/**
 * The composer's voice mode, as in WeChat: a full-width 按住说话 bar in place of the input. Held, it records
 * and an overlay says 松开 发送 with the seconds; slid up past the cancel line the overlay turns red,
 * 松开手指，取消发送. By keyboard: Space or Enter held records, Escape cancels. The gesture is holdGesture.ts.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../i18n';
import { Icon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { IDLE, cancelZone, move, press, release, voiceClock, type Hold } from './holdGesture';
import { useVoiceRecorder, type Recorded } from './useVoiceRecorder';

const HOLD_KEYS = new Set([' ', 'Enter']);

/** The recording's clock, read four times a second while it runs (until the first tick it says 0). */
function useClock(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [since]);
  return since === null ? 0 : now - since;
}

/** The gesture's state with the recorder behind it. */
function useHold(onVoice: (r: Recorded) => void) {
  const t = useT();
  const [hold, setHold] = useState<Hold>(IDLE);
  const current = useRef(hold);
  const set = (next: Hold) => {
    current.current = next;
    setHold(next);
  };
  const voice = useVoiceRecorder(
    onVoice,
    () => {
      set(IDLE);
      toast(t('msg.chat.noMic'));
    },
    () => set(IDLE),
  );
  const begin = (y: number) => {
    if (current.current.phase !== 'idle') return;
    set(press(IDLE, y));
    void voice.start();
  };
  const end = (cancel: boolean) => {
    const outcome = release(cancel ? cancelZone(current.current) : current.current, voice.recordedMs());
    if (outcome === 'none') return;
    set(IDLE);
    voice.stop(outcome === 'send');
    if (outcome === 'tooShort') toast(t('msg.chat.tooShort'));
  };
  const slide = (y: number) => set(move(current.current, y));
  return { hold, since: voice.since, begin, end, slide, escape: () => set(cancelZone(current.current)) };
}

/** What the overlay says: the seconds (the last ten counted down), then 松开 发送 or 松开手指，取消发送. */
function VoiceOverlay({ hold, recordedMs }: { hold: Hold; recordedMs: number }) {
  const t = useT();
  const clock = voiceClock(recordedMs);
  const cancelling = hold.phase === 'cancelling';
  return (
    <div
      className={`chat-voice-overlay is-${hold.phase}`}
      data-testid="voice-overlay"
      role="status"
      aria-live="polite"
    >
      {hold.phase !== 'idle' && (
        <>
          <Icon name="voice" size={40} />
          <span className="chat-voice-clock">
            {clock.left === null
              ? t('msg.chat.seconds', { n: clock.seconds })
              : t('msg.chat.secondsLeft', { n: clock.left })}
          </span>
          <span className="chat-voice-say">
            {t(cancelling ? 'msg.chat.releaseCancel' : 'msg.chat.release')}
          </span>
          {!cancelling && <span className="chat-voice-hint">{t('msg.chat.slideUp')}</span>}
        </>
      )}
    </div>
  );
}

export function HoldToTalk({ onVoice }: { onVoice: (r: Recorded) => void }) {
  const t = useT();
  const hint = useId();
  const { hold, since, begin, end, slide, escape } = useHold(onVoice);
  const recordedMs = useClock(since);
  const label = {
    idle: 'msg.chat.voice',
    pressing: 'msg.chat.release',
    cancelling: 'msg.chat.releaseCancel',
  };

  const down = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    // The finger keeps talking to the bar wherever it slides, so the slide up is seen, not lost.
    e.currentTarget.setPointerCapture(e.pointerId);
    begin(e.clientY);
  };
  const keyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Escape') return escape();
    if (!HOLD_KEYS.has(e.key)) return;
    e.preventDefault();
    if (!e.repeat) begin(0);
  };
  const keyUp = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Escape' || HOLD_KEYS.has(e.key)) end(false);
  };
  return (
    <>
      <button
        type="button"
        className={`chat-hold is-${hold.phase}`}
        data-recording={since !== null || undefined}
        aria-describedby={hint}
        onPointerDown={down}
        onPointerMove={(e) => slide(e.clientY)}
        onPointerUp={() => end(false)}
        onPointerCancel={() => end(true)}
        onKeyDown={keyDown}
        onKeyUp={keyUp}
        onBlur={() => end(true)}
        onContextMenu={(e) => e.preventDefault()}
      >
        {t(label[hold.phase])}
      </button>
      <span id={hint} className="chat-hidden">
        {t('msg.chat.holdHint')}
      </span>
      <VoiceOverlay hold={hold} recordedMs={recordedMs} />
    </>
  );
}

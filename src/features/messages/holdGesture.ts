/**
 * The hold-to-talk gesture as WeChat has it, as pure state: a press starts it, sliding the finger up past
 * CANCEL_SLIDE_PX enters the cancel zone (sliding back leaves it), and the release sends, cancels, or is too
 * short. The composer's bar (HoldToTalk.tsx) feeds it pointer and key events; the recorder is its shell.
 */
import { CHAT_VOICE_MAX_S } from '../../../contract/chat';

/** How far above where it pressed the finger must slide to cancel (about the height of the bar and more). */
export const CANCEL_SLIDE_PX = 60;
/** A voice message shorter than this is refused (说话时间太短). */
export const MIN_VOICE_MS = 1_000;
/** The last seconds before the recording is cut, counted down on the overlay as WeChat does. */
export const COUNTDOWN_FROM_S = 10;

export type Hold =
  { readonly phase: 'idle' } | { readonly phase: 'pressing' | 'cancelling'; readonly startY: number };

export const IDLE: Hold = { phase: 'idle' };

/** What a release does with the recording. */
export type Outcome = 'send' | 'cancel' | 'tooShort' | 'none';

export function press(hold: Hold, y: number): Hold {
  return hold.phase === 'idle' ? { phase: 'pressing', startY: y } : hold;
}

/** The finger at `y`: in the cancel zone once it is CANCEL_SLIDE_PX above where it pressed. */
export function move(hold: Hold, y: number): Hold {
  if (hold.phase === 'idle') return hold;
  const phase = hold.startY - y >= CANCEL_SLIDE_PX ? 'cancelling' : 'pressing';
  return phase === hold.phase ? hold : { phase, startY: hold.startY };
}

/** Escape on the keyboard: the same as sliding into the cancel zone. */
export function cancelZone(hold: Hold): Hold {
  return hold.phase === 'pressing' ? { ...hold, phase: 'cancelling' } : hold;
}

/**
 * The release, given how long the microphone has been recording (null: it has not started yet, as when a
 * tap ends before the microphone answers).
 */
export function release(hold: Hold, recordedMs: number | null): Outcome {
  if (hold.phase === 'idle') return 'none';
  if (hold.phase === 'cancelling') return 'cancel';
  return recordedMs !== null && recordedMs >= MIN_VOICE_MS ? 'send' : 'tooShort';
}

/** The overlay's clock: whole seconds recorded, and the seconds left once the end is near (else null). */
export function voiceClock(recordedMs: number): { seconds: number; left: number | null } {
  const seconds = Math.min(CHAT_VOICE_MAX_S, Math.floor(Math.max(0, recordedMs) / 1_000));
  const left = CHAT_VOICE_MAX_S - seconds;
  return { seconds, left: left <= COUNTDOWN_FROM_S ? left : null };
}

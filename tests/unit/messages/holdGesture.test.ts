/**
 * The chat's hold-to-talk gesture (#30 item 11), as WeChat has it: a press records, sliding up enters the
 * cancel zone and back leaves it, the release sends, cancels or is too short; the overlay's clock counts
 * down the last seconds. And the composer sits on the on-screen keyboard.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_VOICE_MAX_S } from '../../../contract/chat';
import {
  CANCEL_SLIDE_PX,
  IDLE,
  MIN_VOICE_MS,
  cancelZone,
  move,
  press,
  release,
  voiceClock,
} from '../../../src/features/messages/holdGesture';
import { keyboardInset } from '../../../src/features/messages/keyboardInset';

const held = press(IDLE, 700);

describe('the hold-to-talk gesture', () => {
  it('a press starts pressing; a second press changes nothing', () => {
    expect(held).toEqual({ phase: 'pressing', startY: 700 });
    expect(press(held, 300)).toBe(held);
  });

  it('a finger that wanders a little while held still sends', () => {
    expect(move(held, 700 - CANCEL_SLIDE_PX + 1)).toBe(held);
    expect(move(held, 760)).toBe(held);
    expect(release(move(held, 690), 1_500)).toBe('send');
  });

  it('sliding up past the cancel distance enters the cancel zone, and the release cancels', () => {
    const up = move(held, 700 - CANCEL_SLIDE_PX);
    expect(up.phase).toBe('cancelling');
    expect(release(up, 5_000)).toBe('cancel');
  });

  it('sliding back down leaves the cancel zone, and the release sends again', () => {
    const back = move(move(held, 500), 690);
    expect(back.phase).toBe('pressing');
    expect(release(back, 2_000)).toBe('send');
  });

  it('Escape on the keyboard is the cancel zone', () => {
    expect(release(cancelZone(held), 3_000)).toBe('cancel');
    expect(cancelZone(IDLE)).toBe(IDLE);
  });

  it('a voice message shorter than a second is too short', () => {
    expect(release(held, MIN_VOICE_MS - 1)).toBe('tooShort');
    expect(release(held, MIN_VOICE_MS)).toBe('send');
  });

  it('a tap released before the microphone answered is too short, not lost in silence', () => {
    expect(release(held, null)).toBe('tooShort');
  });

  it('a release with nothing held does nothing, and moving then changes nothing', () => {
    expect(release(IDLE, 5_000)).toBe('none');
    expect(move(IDLE, 100)).toBe(IDLE);
  });
});

describe('the recording overlay’s clock', () => {
  it('counts whole seconds and says nothing of the end while it is far', () => {
    expect(voiceClock(0)).toEqual({ seconds: 0, left: null });
    expect(voiceClock(1_999)).toEqual({ seconds: 1, left: null });
  });
  it('counts down the last ten seconds', () => {
    expect(voiceClock((CHAT_VOICE_MAX_S - 10) * 1_000)).toEqual({ seconds: CHAT_VOICE_MAX_S - 10, left: 10 });
    expect(voiceClock((CHAT_VOICE_MAX_S - 3) * 1_000 + 400).left).toBe(3);
  });
  it('never passes the longest voice message, nor goes below 0', () => {
    expect(voiceClock(CHAT_VOICE_MAX_S * 1_000 + 5_000)).toEqual({ seconds: CHAT_VOICE_MAX_S, left: 0 });
    expect(voiceClock(-20).seconds).toBe(0);
  });
});

describe('the composer on the on-screen keyboard', () => {
  it('is lifted by what the keyboard covers of the layout viewport', () => {
    expect(keyboardInset(844, { height: 500, offsetTop: 0, scale: 1 })).toBe(344);
  });
  it('counts a visual viewport the browser scrolled down (iOS) as uncovered', () => {
    expect(keyboardInset(844, { height: 500, offsetTop: 100, scale: 1 })).toBe(244);
  });
  it('is 0 with no keyboard, or where the layout viewport shrank itself', () => {
    expect(keyboardInset(844, { height: 844, offsetTop: 0, scale: 1 })).toBe(0);
    expect(keyboardInset(500, { height: 500.4, offsetTop: 0, scale: 1 })).toBe(0);
  });
  it('is 0 while the page is pinched in: the smaller view is the zoom, not a keyboard', () => {
    expect(keyboardInset(844, { height: 422, offsetTop: 200, scale: 2 })).toBe(0);
  });
});

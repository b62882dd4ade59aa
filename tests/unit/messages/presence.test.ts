/**
 * The chat header says whether the partner is online only while this phone's own socket is connected
 * (#30 item 19: it said 在线 while the phone itself was offline).
 */
import { describe, expect, it } from 'vitest';
import { presenceKey } from '../../../src/features/messages/chatData';

describe('the partner’s presence in the chat header', () => {
  it('is said while connected', () => {
    expect(presenceKey('online', true)).toBe('msg.chat.online');
    expect(presenceKey('online', false)).toBe('msg.chat.offline');
  });
  it('is not said while this phone is offline or still connecting', () => {
    expect(presenceKey('offline', true)).toBeNull();
    expect(presenceKey('connecting', true)).toBeNull();
  });
});

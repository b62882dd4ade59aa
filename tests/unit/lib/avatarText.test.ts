/** Initials avatars: last two characters of a Chinese name, initials of a Latin one. */
import { describe, expect, it } from 'vitest';
import { avatarText } from '../../../core/lib/avatarText';

describe('avatarText', () => {
  it('a three-character Chinese name shows its given name', () => {
    expect(avatarText('李静怡')).toBe('静怡');
  });
  it('a two-character Chinese name shows both characters', () => {
    expect(avatarText('张伟')).toBe('张伟');
  });
  it('a Latin name shows the initials of its first two words', () => {
    expect(avatarText('john  smith')).toBe('JS');
    expect(avatarText('Ada')).toBe('AD');
  });
  it('an empty name shows a question mark', () => {
    expect(avatarText('  ')).toBe('?');
  });
});

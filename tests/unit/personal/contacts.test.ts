/** 联系我们's tap to call (src/features/my/contact): the number as a phone dials it, an extension after a pause. */
import { describe, expect, it } from 'vitest';
import { telHref } from '../../../src/features/my/contact/contactStore';

describe('a contact’s call link', () => {
  it('dials the digits, keeps +, and waits before an extension', () => {
    expect(telHref('0571-87000001')).toBe('tel:057187000001');
    expect(telHref('+86 571 8700 0001#12')).toBe('tel:+8657187000001,12');
  });
});

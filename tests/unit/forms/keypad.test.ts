/** Phone-friendly inputs (#14 item 12): each text field asks the phone for the keypad its rules need. */
import { describe, expect, it } from 'vitest';
import { bankCard, idCard, mobile, text } from '../../../contract/hrForm/fields';
import { keypadOf } from '../../../src/forms/fields/TextFields';

describe('the keypad a text field asks for', () => {
  it('a mobile number: the telephone pad', () => {
    expect(keypadOf(mobile())).toEqual({ type: 'tel', inputMode: 'tel' });
  });
  it('a bank card (digits only): the numeric pad', () => {
    expect(keypadOf(bankCard('cardNo'))).toEqual({ type: 'text', inputMode: 'numeric' });
  });
  it('an ID card (may end in X) and plain text: the full keyboard', () => {
    expect(keypadOf(idCard())).toEqual({ type: 'text' });
    expect(keypadOf(text('reason'))).toEqual({ type: 'text' });
  });
});

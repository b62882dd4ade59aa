/** Spec §5 number formatter: strips $ and commas, non-numeric is 0, two decimals, no separators. */
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '../../../core/lib/numberFormat';

describe('formatAmount', () => {
  it('strips commas and outputs two decimals', () => expect(formatAmount('1,234.5')).toBe('1234.50'));
  it('strips dollar signs', () => {
    expect(formatAmount('$1,000')).toBe('1000.00');
    expect(formatAmount('-$12.3')).toBe('-12.30');
    expect(formatAmount('$-12.3')).toBe('-12.30');
  });
  it('adds no thousands separators', () => expect(formatAmount(1234567.891)).toBe('1234567.89'));
  it('non-numeric input counts as 0', () => {
    for (const v of ['abc', '12abc', '-', '.', '1.2.3', '¥5']) expect(formatAmount(v)).toBe('0.00');
  });
  it('empty, null, undefined and non-number values count as 0', () => {
    for (const v of ['', '   ', null, undefined, {}, true, Number.NaN]) expect(formatAmount(v)).toBe('0.00');
  });
  it('infinite values and values beyond the double range count as 0', () => {
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0.00');
    expect(formatAmount('1e400')).toBe('0.00');
  });
  it('whole numbers get .00', () => {
    expect(formatAmount(7)).toBe('7.00');
    expect(formatAmount('+3')).toBe('3.00');
  });
  it('surrounding spaces are ignored', () => expect(formatAmount(' 7 ')).toBe('7.00'));
  it('rounds half away from zero on the decimal text (1.005 → 1.01, not 1.00)', () => {
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount('1.004')).toBe('1.00');
    expect(formatAmount('-1.005')).toBe('-1.01');
  });
  it('rounding carries into the whole part', () => {
    expect(formatAmount('0.995')).toBe('1.00');
    expect(formatAmount('99.995')).toBe('100.00');
  });
  it('binary float noise does not leak: 0.1 + 0.2 → 0.30', () =>
    expect(formatAmount(0.1 + 0.2)).toBe('0.30'));
  it('a value that rounds to zero has no minus sign', () => {
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatAmount(-0)).toBe('0.00');
  });
  it('leading points and trailing points are numbers', () => {
    expect(formatAmount('.5')).toBe('0.50');
    expect(formatAmount('5.')).toBe('5.00');
  });
  it('exponent notation is expanded', () => {
    expect(formatAmount('1e3')).toBe('1000.00');
    expect(formatAmount('1.5e-7')).toBe('0.00');
    expect(formatAmount('5e-3')).toBe('0.01');
    expect(formatAmount(1e21)).toBe('1000000000000000000000.00');
  });
  it('large amounts keep every digit', () =>
    expect(formatAmount('12,345,678,901,234.56')).toBe('12345678901234.56'));
});

describe('parseAmount', () => {
  it('gives the formatted value as a number', () => {
    expect(parseAmount('$1,234.567')).toBe(1234.57);
    expect(parseAmount('x')).toBe(0);
  });
});

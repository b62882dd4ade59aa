// The number formatter of spec §5: strips $ and commas; non-numeric (or beyond double range) input is 0;
// output has two decimals and no thousands separators ('1,234.5' → '1234.50'). Rounding is half away
// from zero on the decimal text, so '1.005' → '1.01' (no binary float error).

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

interface Decimal {
  negative: boolean;
  digits: string;
  /** Position of the decimal point within digits (may be < 0 or > digits.length). */
  point: number;
}

function parseDecimal(text: string): Decimal | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  if ((int === '' && frac === '') || !Number.isFinite(Number(text))) return null;
  return { negative: sign === '-', digits: int + frac, point: int.length + Number(exp) };
}

/** The value in hundredths, rounded half away from zero, as a non-negative bigint. */
function toCents({ digits, point }: Decimal): bigint {
  if (point < -2) return 0n;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits;
  const at = Math.max(point, 0) + 2;
  const whole = padded.slice(0, at).padEnd(at, '0');
  const roundUp = (padded[at] ?? '0') >= '5';
  return BigInt(whole) + (roundUp ? 1n : 0n);
}

function cleanText(input: unknown): string {
  if (typeof input === 'number') return Number.isFinite(input) ? String(input) : '';
  if (typeof input !== 'string') return '';
  return input.replace(/[$,]/g, '').trim();
}

/** Formats money or any number-like input as a plain two-decimal string. */
export function formatAmount(input: unknown): string {
  const decimal = parseDecimal(cleanText(input));
  if (!decimal) return '0.00';
  const text = toCents(decimal).toString().padStart(3, '0');
  const sign = decimal.negative && /[1-9]/.test(text) ? '-' : '';
  return `${sign}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The formatted value back as a number (e.g. for sums). */
export function parseAmount(input: unknown): number {
  return Number(formatAmount(input));
}

/**
 * The platform writes regList patterns as JavaScript literals (`/^\d+$/i`) or bare sources (`^\d+$`).
 * A pattern that does not compile is a fault of the form's design, not of the nurse's input: it is
 * skipped, never thrown.
 */
const LITERAL = /^\/(.*)\/([a-z]*)$/s;

const cache = new Map<string, RegExp | null>();

function compile(pattern: string): RegExp | null {
  const literal = LITERAL.exec(pattern);
  const source = literal ? (literal[1] ?? '') : pattern;
  // g and y make test() stateful across calls; a validation must give the same answer every time.
  const flags = (literal?.[2] ?? '').replace(/[gy]/g, '');
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/** The compiled pattern, or null when it does not compile. */
export function toRegExp(pattern: string): RegExp | null {
  let re = cache.get(pattern);
  if (re === undefined) {
    re = compile(pattern);
    cache.set(pattern, re);
  }
  return re;
}

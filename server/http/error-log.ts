/**
 * What the log keeps of an unexpected error: its class, code and where it was thrown, never the values it
 * carried. Drizzle's error message lists every SQL parameter and PostgreSQL quotes the offending value
 * ('invalid input syntax for type integer: "…"'), so messages are cut before the parameters and every
 * quoted part is blanked; the request id comes with the request's logger.
 */

export type ErrorSummary = {
  type: string;
  message: string;
  /** SQLSTATE or Node's error code. */
  code?: string;
  /** The names PostgreSQL reports (schema objects, not values). */
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string[];
};

const MAX_FRAMES = 8;
const MAX_CAUSES = 5;

type Described = Error & { code?: unknown; table?: unknown; column?: unknown; constraint?: unknown };

/** The message without what users sent: no `params:` tail, no quoted text. */
export function valueFreeMessage(message: string): string {
  return message
    .split(/\nparams:/)[0]!
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .slice(0, 500);
}

/** The class, which says more than \`name\` (Drizzle's query error is named plain "Error"). */
const className = (e: Error): string => e.constructor.name || e.name;

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The chain of causes, outermost first (Drizzle wraps the driver's error). */
function chainOf(err: unknown): Described[] {
  const chain: Described[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < MAX_CAUSES; e = e.cause) {
    chain.push(e as Described);
  }
  return chain;
}

const framesOf = (stack: string | undefined): string[] =>
  (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, MAX_FRAMES);

export function errorSummary(err: unknown): ErrorSummary {
  const chain = chainOf(err);
  const outer = chain[0];
  const inner = chain[chain.length - 1];
  if (!outer || !inner) return { type: typeof err, message: '(not an Error)' };
  return {
    type: chain.map(className).join(' < '),
    message: valueFreeMessage(inner.message),
    // Absent names are left out of the JSON line.
    code: textOf(inner.code),
    table: textOf(inner.table),
    column: textOf(inner.column),
    constraint: textOf(inner.constraint),
    stack: framesOf(outer.stack),
  };
}

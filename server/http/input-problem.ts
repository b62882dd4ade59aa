/**
 * What no request may carry, whatever its route (pure): a string with a NUL or a lone UTF-16 surrogate
 * (neither can be stored as text in PostgreSQL), an object key that would reach a prototype, or nesting
 * deeper than any form needs. `inputProblem` walks a parsed value without recursion and names the first
 * offending path the way validation messages do (`fileJson.0.name`).
 */

/** Deeper than any body the app sends (a form's attachments are 3 levels). */
export const MAX_INPUT_DEPTH = 20;

export type InputProblem = { path: string; reason: string };

const REASON = {
  nul: '不能含有空字符（\\u0000）',
  surrogate: '含有无效的 Unicode 字符（孤立的代理项）',
  key: '字段名无效',
  deep: `嵌套过深（最多 ${MAX_INPUT_DEPTH} 层）`,
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function stringProblem(text: string): string | null {
  if (text.includes('\u0000')) return REASON.nul;
  return LONE_SURROGATE.test(text) ? REASON.surrogate : null;
}

/** A key is named in the message escaped, so the message itself stays storable text. */
function keyProblem(key: string, value: unknown): string | null {
  if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null))
    return REASON.key;
  return stringProblem(key);
}

const escapedKey = (key: string) => JSON.stringify(key).slice(1, -1);

type Pending = { value: unknown; path: readonly string[] };

/** The problem of one node, or the children to look at next. */
function visit({ value, path }: Pending, found: Pending[]): InputProblem | null {
  if (typeof value === 'string') {
    const reason = stringProblem(value);
    return reason ? { path: path.join('.'), reason } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  // The top-level field is named: the full path of a too-deep value is as long as the problem.
  if (path.length >= MAX_INPUT_DEPTH) return { path: path[0] ?? '', reason: REASON.deep };
  for (const [key, child] of Object.entries(value)) {
    const reason = keyProblem(key, child);
    if (reason) return { path: [...path, escapedKey(key)].join('.'), reason };
    found.push({ value: child, path: [...path, key] });
  }
  return null;
}

/** The first problem found in `value` (a parsed body, params or query), or null. */
export function inputProblem(value: unknown): InputProblem | null {
  const pending: Pending[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const problem = visit(next, pending);
    if (problem) return problem;
  }
  return null;
}

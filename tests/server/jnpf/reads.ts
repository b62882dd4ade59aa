/**
 * What a client reads of an answer, checked field by field: `list[].flowCode` is the field of every item of
 * `list` (`[].x` when the answer is the list; the list must not be empty, or nothing would be checked). Each field names the type the client's code
 * needs (a number it compares with `===`, a string it shows or parses); the result lists every field that
 * is missing or of another type, so a failing case says all that is wrong at once.
 */
export type Need =
  | 'string'
  | 'non-empty string'
  | 'number'
  | 'boolean'
  | 'array'
  | 'object'
  /** A string the client runs JSON.parse on. */
  | 'json string'
  | ((value: unknown) => boolean);

export type Reads = Readonly<Record<string, Need>>;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function meets(value: unknown, need: Need): boolean {
  if (typeof need === 'function') return need(value);
  switch (need) {
    case 'non-empty string':
      return typeof value === 'string' && value !== '';
    case 'json string':
      if (typeof value !== 'string') return false;
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    case 'array':
      return Array.isArray(value);
    case 'object':
      return kindOf(value) === 'object';
    default:
      return typeof value === need;
  }
}

/** `value[key]`; `[].x` (an empty key) is the answer itself as the list. */
function childOf(value: unknown, key: string): unknown {
  if (key === '') return value;
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/** Every value at `path` (`a.b[].c`), each with its concrete path; an empty array yields a problem. */
function valuesAt(root: unknown, path: string): { at: string; value: unknown }[] | string {
  let current: { at: string; value: unknown }[] = [{ at: '', value: root }];
  for (const part of path.split('.')) {
    const each = part.endsWith('[]');
    const key = each ? part.slice(0, -2) : part;
    const next: { at: string; value: unknown }[] = [];
    for (const { at, value } of current) {
      const here = at ? `${at}.${key}` : key;
      const child = childOf(value, key);
      if (!each) {
        next.push({ at: here, value: child });
        continue;
      }
      if (!Array.isArray(child) || child.length === 0)
        return `${here}: expected a non-empty array, got ${kindOf(child)}`;
      child.forEach((item, i) => next.push({ at: `${here}[${i}]`, value: item }));
    }
    current = next;
  }
  return current;
}

export function unmetReads(data: unknown, reads: Reads): string[] {
  const problems: string[] = [];
  for (const [path, need] of Object.entries(reads)) {
    const found = valuesAt(data, path);
    if (typeof found === 'string') {
      problems.push(found);
      continue;
    }
    for (const { at, value } of found)
      if (!meets(value, need))
        problems.push(
          `${at}: expected ${typeof need === 'function' ? 'a match' : need}, got ${JSON.stringify(value)}`,
        );
  }
  return problems;
}

/**
 * The platform's wire encodings that our schemas read directly (issue #16): its clients send a list of ids
 * as one comma-joined string (`copyIds: "u1,u2"`, `""` for none) where our app sends an array, and a list
 * of files as JSON text (`"[]"`, `""`). Form bodies' encodings (numbers as text, "name/account", labels)
 * need the database and are read at the server's door (server/modules/forms/platform-encodings.ts).
 */
import { z } from 'zod/mini';

/** A list sent as JSON text ('' for none) read as the list; anything else stays as it came. */
export function listFromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A list of ids: an array, or the platform's comma-joined text; bounded like any id list. */
export function idList(max: number) {
  const ids = z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(max));
  const text = z.string().check(z.maxLength(max * 65));
  return z.pipe(
    z.pipe(
      z.union([ids, text]),
      z.transform((v: string[] | string) =>
        Array.isArray(v)
          ? v
          : v
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
      ),
    ),
    ids,
  );
}

/**
 * The codes the local SMS provider sent to a number, oldest first, read from the file it writes (one JSON
 * line per message: at, mobile, code, text), as a person reads the message: for the server tests, the
 * end-to-end tests and the bench.
 */
import { existsSync, readFileSync } from 'node:fs';

export function codesSentTo(file: string, mobile: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; code: string })
    .filter((line) => line.mobile === mobile)
    .map((line) => line.code);
}

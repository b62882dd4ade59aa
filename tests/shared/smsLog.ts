/**
 * What the local SMS provider sent to a number, oldest first, read from the file it writes (one JSON line per
 * message: at, mobile, `code` or `notice`, text), as a person reads the message: the codes, for the server
 * tests, the end-to-end tests and the bench; the change notices (issue #28), for the tests that prove a
 * number is told.
 */
import { existsSync, readFileSync } from 'node:fs';

type Line = { mobile: string; code?: string; notice?: string };

function linesTo(file: string, mobile: string): Line[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.mobile === mobile);
}

export function codesSentTo(file: string, mobile: string): string[] {
  return linesTo(file, mobile).flatMap((line) => (line.code === undefined ? [] : [line.code]));
}

/** What each change notice to the number said changed (登录密码, 绑定手机号, 钉钉绑定). */
export function noticesSentTo(file: string, mobile: string): string[] {
  return linesTo(file, mobile).flatMap((line) => (line.notice === undefined ? [] : [line.notice]));
}

/**
 * 修改密码 (`POST …/Current/Actions/ModifyPassword`): the old and the new password as md5, as the platform
 * sends them — or, for an account without a password (issue #28), the code sent to its current number
 * instead of the old one. Refusals are the caller's to show (the server names the field: `oldPassword:
 * 原密码错误`).
 */
import { z } from 'zod/mini';
import { wirePassword } from './auth';
import { request } from './http';
import type { Proof } from './reauth';
import { MODIFY_PASSWORD_PATH } from '../../contract/password';

export function modifyPassword(old: Proof, newPlain: string) {
  const proof = 'password' in old ? { oldPassword: wirePassword(old.password) } : old;
  return request(MODIFY_PASSWORD_PATH, {
    method: 'POST',
    json: { ...proof, password: wirePassword(newPlain) },
    schema: z.null(),
    report: false,
  });
}

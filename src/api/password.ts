/**
 * 修改密码 (`POST …/Current/Actions/ModifyPassword`): the old and the new password as md5, as the platform
 * sends them. Refusals are the caller's to show (the server names the field: `oldPassword: 原密码错误`).
 */
import { z } from 'zod/mini';
import { wirePassword } from './auth';
import { request } from './http';

export function modifyPassword(oldPlain: string, newPlain: string) {
  return request('/api/permission/Users/Current/Actions/ModifyPassword', {
    method: 'POST',
    json: { oldPassword: wirePassword(oldPlain), password: wirePassword(newPlain) },
    schema: z.null(),
    report: false,
  });
}

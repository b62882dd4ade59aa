/**
 * Body codes of the `{ code, msg, data }` envelope, shared by server and client.
 * 600–602 are the session errors of spec §4/§8: the client clears the session and relaunches at login.
 */
export const CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** A service the server depends on (DingTalk) could not be reached or refused the server: try again later. */
  SERVICE_UNAVAILABLE: 503,
  /** The token is missing, malformed, expired or revoked (signed out). */
  SESSION_EXPIRED: 600,
  /** The same account signed in on another device of the same kind, which replaced this session. */
  SIGNED_IN_ELSEWHERE: 601,
  /** The account was disabled or deleted by an administrator while the token was still valid. */
  ACCOUNT_DISABLED: 602,
} as const;

export type Code = (typeof CODE)[keyof typeof CODE];

export const SESSION_CODES: readonly number[] = [
  CODE.SESSION_EXPIRED,
  CODE.SIGNED_IN_ELSEWHERE,
  CODE.ACCOUNT_DISABLED,
];

export function isSessionCode(code: number): boolean {
  return SESSION_CODES.includes(code);
}

/** Default Chinese messages; the server may send a more specific one. */
export const CODE_MESSAGE: Record<number, string> = {
  // The platform's clients show a success `msg` as a toast: it reads in Chinese, never "Success".
  [CODE.OK]: '操作成功',
  [CODE.SESSION_EXPIRED]: '登录过期，请重新登录',
  [CODE.SIGNED_IN_ELSEWHERE]: '您的账号已在其他设备登录',
  [CODE.ACCOUNT_DISABLED]: '账号已被停用，请联系管理员',
  [CODE.NOT_FOUND]: '请求的资源不存在',
  [CODE.SERVER_ERROR]: '服务器开小差了，请稍后重试',
  [CODE.TOO_MANY_REQUESTS]: '请求过于频繁，请稍后重试',
};

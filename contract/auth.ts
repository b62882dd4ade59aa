/**
 * Sign-in, current user and app version: the auth calls of spec §7 in API-CONTRACT.md's shapes.
 * The client sends md5(plain password) as lowercase hex; tokens come back already prefixed `Bearer `.
 */
import { z } from 'zod/mini';

export const APP_VERSION = { sysVersion: '3.3.5', versionCode: 139 } as const;

/** The sign-in calls (`oauth`): Login (form-encoded), CurrentUser, Logout (GET or POST), our LoginMethods. */
export const LOGIN_PATH = '/api/oauth/Login';
export const CURRENT_USER_PATH = '/api/oauth/CurrentUser';
export const LOGOUT_PATH = '/api/oauth/Logout';
export const LOGIN_METHODS_PATH = '/api/oauth/LoginMethods';
/** `GET {LOGIN_CONFIG_PATH}/{account}`: the platform 3.3 login page's captcha question. */
export const LOGIN_CONFIG_PATH = '/api/oauth/getConfig';
/** The platform 3.2.4 client's who-am-I (`GET`), and `GET {APP_USER_PATH}/{id}` a colleague's card. */
export const APP_USER_PATH = '/api/app/User';
/** `GET`: the server's version (the app's update check); `GET {APP_START_INFO_PATH}/{appName}` at launch. */
export const APP_VERSION_PATH = '/api/app/Version';
export const APP_START_INFO_PATH = '/api/file/AppStartInfo';

/** The client credentials the JNPF app puts in the login query string. */
export const CLIENT_CREDENTIALS = {
  client_id: 'admin',
  client_secret: '123456',
  scope: 'all',
  grant_type: 'password',
} as const;

export const loginQuery = z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(64)),
  client_secret: z.string().check(z.minLength(1), z.maxLength(128)),
  scope: z._default(z.string().check(z.maxLength(64)), 'all'),
  grant_type: z.literal('password'),
});

export const loginBody = z.object({
  account: z.string().check(z.trim(), z.minLength(1, '请输入账号'), z.maxLength(50)),
  password: z.string().check(z.regex(/^[0-9a-f]{32}$/i, '密码须为 md5 十六进制串')),
});

/** `GET /api/oauth/LoginMethods`: which ways in the login page offers besides the password (SMS: sms.ts). */
export const loginMethodsData = z.object({
  sms: z.boolean(),
  ding: z.boolean(),
  /** The hospital's DingTalk corp id, which DingTalk's JS API asks for ('' without DingTalk; ding.ts). */
  dingCorpId: z._default(z.string(), ''),
});
export type LoginMethods = z.infer<typeof loginMethodsData>;

export const loginData = z.object({ token: z.string().check(z.startsWith('Bearer ')), theme: z.string() });

export const userInfo = z.object({
  userId: z.string(),
  userAccount: z.string(),
  userName: z.string(),
  headIcon: z.string(),
  gender: z.int(),
  organizeId: z.string(),
  organizeName: z.string(),
  departmentName: z.string(),
  managerId: z.nullable(z.string()),
  positionId: z.nullable(z.string()),
  positionName: z.string(),
  positionIds: z.array(z.object({ id: z.string(), name: z.string() })),
  roleId: z.nullable(z.string()),
  roleIds: z.array(z.string()),
  subordinates: z.array(z.string()),
  loginTime: z.int(),
  prevLoginTime: z.nullable(z.int()),
  isAdministrator: z.boolean(),
  /**
   * Our extension: the person's own facts a new form starts with. 入职日期 is a calendar day (YYYY-MM-DD),
   * not an instant: the phone keeps it as its own local midnight of that day, as every date field does.
   */
  entryDate: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))),
  mobilePhone: z.optional(z.nullable(z.string())),
  /** The platform's personal-data fields (its 3.2.4 client reads them here): e-mail, birthday (ms), role names. */
  email: z.optional(z.nullable(z.string())),
  birthday: z.optional(z.nullable(z.int())),
  roleName: z.optional(z.string()),
});

const permissionItem = z.object({ id: z.string(), fullName: z.string(), enCode: z.string() });

export const permissionEntry = z.object({
  modelId: z.string(),
  moduleName: z.string(),
  column: z.array(permissionItem),
  button: z.array(permissionItem),
  form: z.array(permissionItem),
  resource: z.array(permissionItem),
});

export const sysConfigInfo = z.object({
  sysName: z.string(),
  sysVersion: z.string(),
  copyright: z.string(),
  companyName: z.string(),
  title: z.string(),
  logoIcon: z.string(),
});

export const currentUserQuery = z.object({ type: z._default(z.string(), 'app') });

export const currentUserData = z.object({
  userInfo,
  permissionList: z.array(permissionEntry),
  sysConfigInfo,
});

export const versionData = z.object({
  sysVersion: z.string(),
  versionCode: z.int(),
  downloadUrl: z.string(),
  updateLog: z.string(),
});

/**
 * `GET /api/file/AppStartInfo/{appName}` (the platform's native clients at launch): the newest version of
 * that native app the hospital hands out, '' when none — they offer an update only when it differs from
 * their own. This server hands out no native app (ours installs from the browser).
 */
export const appStartInfoParam = z.object({ appName: z.string().check(z.minLength(1), z.maxLength(64)) });
export const appStartInfo = z.object({ AppVersion: z.string(), AppUpdateContent: z.string() });

export type LoginBody = z.infer<typeof loginBody>;
export type LoginData = z.infer<typeof loginData>;
export type UserInfo = z.infer<typeof userInfo>;
export type PermissionEntry = z.infer<typeof permissionEntry>;
export type SysConfigInfo = z.infer<typeof sysConfigInfo>;
export type CurrentUser = z.infer<typeof currentUserData>;
export type VersionData = z.infer<typeof versionData>;

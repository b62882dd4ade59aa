/**
 * Users and organisation (spec §7 "Current user" reads and "Users and organisation"), in the JNPF shapes
 * of API-CONTRACT.md. Selector calls answer trees `{ list: SelectorNode[] }`; the flat `Users/All` feeds the
 * offline directory and supports a change cursor (`since`), so a refresh after one change moves one row.
 */
import { z } from 'zod/mini';

/** The directory's calls: every person (`{USERS_PATH}/All`), and the platform's selectors (`…/{id}`). */
export const USERS_PATH = '/api/permission/Users';
export const ORGANIZE_SELECTOR_PATH = '/api/permission/Organize/Selector';
export const DEPARTMENT_SELECTOR_PATH = '/api/permission/Organize/Department/Selector';
export const POSITION_SELECTOR_PATH = '/api/permission/Position/Selector';
export const USERS_SELECTOR_PATH = '/api/permission/Users/Selector';
export const IM_USER_SELECTOR_PATH = '/api/permission/Users/ImUser/Selector';
/** The hospital's own list of who holds a professional title (`…/{organizeId}`). */
export const HAVE_TITLE_LIST_PATH = '/api/SubDev/Employee/getHaveTitleList';

export const ORG_CATEGORIES = ['company', 'department', 'ward'] as const;
export const orgCategory = z.enum(ORG_CATEGORIES);

/** The kinds of node a selector tree holds. */
export const nodeType = z.enum(['company', 'department', 'ward', 'position', 'user']);

/** One node of a selector tree (organisations, departments, positions, users). Dates are ms. */
export const selectorNode = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  fullName: z.string(),
  enCode: z.optional(z.string()),
  type: nodeType,
  /** Organisations and positions: the name's pinyin initials, for search (心内科 → xnk). */
  initials: z.optional(z.string()),
  /** Users only: the avatar, empty when none. */
  headIcon: z.optional(z.string()),
  /** Organisations only: the head of the unit (so a flattened tree gives OrganizeRow.managerId). */
  managerId: z.optional(z.nullable(z.string())),
  hasChildren: z.boolean(),
  /** Set when the node may be shown but not chosen (e.g. the hospital itself in a department picker). */
  disabled: z.optional(z.boolean()),
  sortCode: z.int(),
  get children() {
    return z.optional(z.array(selectorNode));
  },
});
export type SelectorNode = z.infer<typeof selectorNode>;

export const selectorData = z.object({ list: z.array(selectorNode) });
export type SelectorData = z.infer<typeof selectorData>;

/** Flat organisation row, as the client stores it (the selector trees flattened). */
export const organizeRow = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  fullName: z.string(),
  enCode: z.string(),
  category: orgCategory,
  managerId: z.nullable(z.string()),
  sortCode: z.int(),
  /** The name's pinyin initials (心内科 → xnk); absent on rows stored before units carried them. */
  initials: z.optional(z.string()),
});
export type OrganizeRow = z.infer<typeof organizeRow>;

/**
 * A colleague in the directory. `mobile` is null when the viewer may not see it (seed rule: the
 * `contacts.phone.all` resource permission, or the same department). `pinyin` is the full name in
 * lowercase pinyin without spaces, `initials` its first letters (JNPF's quickQuery): 张伟 → zhangwei, zw.
 */
export const directoryUser = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.int(),
  headIcon: z.string(),
  organizeId: z.string(),
  organizeName: z.string(),
  positionId: z.nullable(z.string()),
  positionName: z.string(),
  managerId: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  pinyin: z.string(),
  initials: z.string(),
  sortCode: z.int(),
});
export type DirectoryUser = z.infer<typeof directoryUser>;

/** The resource permission that shows every colleague's phone number (others see their department's). */
export const PHONE_PERMISSION = { modelId: 'contacts', enCode: 'contacts.phone.all' } as const;

/** `GET /api/permission/Users/All?since=<cursor>`: without `since` (or when it no longer applies) the whole directory. */
export const usersAllQuery = z.object({ since: z.optional(z.string().check(z.maxLength(100))) });
export const usersAllData = z.object({
  list: z.array(directoryUser),
  /** Ids that left the directory since `since` (disabled or deleted accounts). */
  removed: z._default(z.array(z.string()), []),
  /** Pass back as `since` next time ('' from a JNPF back end, which has no cursor: the next read is whole). */
  cursor: z._default(z.string(), ''),
  /** True when `list` is the whole directory (replace local rows), false when it is a delta (JNPF: always whole). */
  full: z._default(z.boolean(), true),
});
export type UsersAllData = z.infer<typeof usersAllData>;

/** `GET /api/permission/Users/ImUser`: paged chat-able colleagues. */
export const imUser = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  headIcon: z.string(),
  department: z.string(),
});

/** `POST /api/permission/Users/ImUser/Selector/{id}`: children of organisation `id` (0 = root), or matches of keyword. */
export const keywordBody = z.object({ keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))) });

/**
 * `POST /api/permission/Users/getUserList`: the chosen people in the order given (unknown or disabled ids
 * are left out). With `isSelAll`, an id naming an organisation adds everyone in it and in the units below.
 */
export const userListBody = z.object({
  userId: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(1000)),
  isSelAll: z.optional(z.boolean()),
});
/** The people behind a picker's ids; `fullName` is the platform's "name/account" its pickers show. */
export const userListData = z.object({
  list: z.array(z.extend(directoryUser, { fullName: z.string() })),
});

/** `POST GetUserInfo` / `GetUserEducation`. */
export const userIdBody = z.object({
  userId: z.string().check(z.minLength(1, '请选择人员'), z.maxLength(64)),
});

export const userDetail = z.extend(directoryUser, {
  managerName: z.nullable(z.string()),
  roleNames: z.array(z.string()),
  /** Professional title (职称), when the person holds one. */
  titleName: z.nullable(z.string()),
  entryDate: z.nullable(z.int()),
});
export type UserDetail = z.infer<typeof userDetail>;

/** `GET /api/app/User/{id}`: the colleague card of the platform's clients (the same, and their field names). */
export const appUserDetail = z.extend(userDetail, {
  mobilePhone: z.nullable(z.string()),
  telePhone: z.string(),
});

export const educationRow = z.object({
  id: z.string(),
  school: z.string(),
  major: z.string(),
  /** Dictionary `education` item name (本科, 硕士研究生 …). */
  education: z.string(),
  degree: z.string(),
  startDate: z.int(),
  endDate: z.nullable(z.int()),
});
export const educationData = z.object({ list: z.array(educationRow) });
export type EducationRow = z.infer<typeof educationRow>;

/** `POST getSubordinates`: the caller's subordinates (direct and indirect) matching keyword, minus those already chosen. */
export const subordinatesBody = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  selectUserList: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(1000))),
});
export const subordinatesData = z.object({ list: z.array(directoryUser) });

/** `GET Users/Current/Subordinate/{id}`: direct reports of `id` (0 = the caller). */
export const subordinateRow = z.object({
  id: z.string(),
  userName: z.string(),
  avatar: z.string(),
  department: z.string(),
  position: z.string(),
  /** True when this person has no reports of their own. */
  isLeaf: z.boolean(),
});
export const subordinateData = z.array(subordinateRow);

/** `GET Users/Current/getUserOrganizes` and `getUserPositions`. */
export const userBelonging = z.object({ id: z.string(), fullName: z.string(), isDefault: z.boolean() });
export type UserBelonging = z.infer<typeof userBelonging>;
export const userBelongingData = z.array(userBelonging);

/** `GET /api/SubDev/Employee/getHaveTitleList/{organizeId}` (0 = whole hospital): staff holding a professional title. */
export const titledEmployee = z.object({
  id: z.string(),
  realName: z.string(),
  organizeName: z.string(),
  titleName: z.string(),
  /** 正高 / 副高 / 中级 / 初级. */
  titleLevel: z.string(),
});
export const titledEmployeeData = z.object({ list: z.array(titledEmployee) });

export const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

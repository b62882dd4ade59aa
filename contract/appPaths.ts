/**
 * The app's paths (spec §2, history mode) that more than the route table needs, built in this one place:
 * where sign-in and home are, where an HR form opens from its group, and where a flow's form opens. A
 * leaf (imports nothing): features, the server's flow templates and the route table all read it.
 */
export const LOGIN_PATH = '/pages/login/index';
export const HOME_PATH = '/pages/index/index';
/** Sign-in without a password inside DingTalk (spec §2, §4: where an expired session returns there). */
export const DING_LOGIN_PAGE = '/pages/dingLogin/index';

/** An HR area route: `/pages/subDev/{group}/{name}` (the route also opens with `/index` after it). */
export const hrAreaPath = (group: string, name: string): string => `/pages/subDev/${group}/${name}`;

/** HR's tools (ours, issue #30 item 18): the flagged punches to review and today's absences. */
export const HR_PUNCH_REVIEW_PAGE = '/pages/my/hrPunchReview';
export const HR_ABSENCES_PAGE = '/pages/my/hrAbsences';

/** A flow's form: `/pages/workFlow/workFlowForm/{name}/index`. */
export const flowFormPath = (name: string): string => `/pages/workFlow/workFlowForm/${name}/index`;

const FORM_PATHS = [
  /^\/pages\/subDev\/[^/]+\/([^/]+)(?:\/index)?\/?$/,
  /^\/pages\/workFlow\/workFlowForm\/([^/]+)\/index\/?$/,
];

/** The route name an HR area or flow form path names (`dimissionApply`), if it is one. */
export function formNameOfPath(pathname: string): string | undefined {
  for (const route of FORM_PATHS) {
    const name = route.exec(pathname)?.[1];
    if (name) return name;
  }
  return undefined;
}

/** The Messages area (spec §2): a chat with a colleague, the in-site list of one type, one message, a colleague. */
export const chatPath = (partner: string) => `/pages/message/im/index?id=${encodeURIComponent(partner)}`;
export const inSitePath = (type?: 1 | 2) => `/pages/message/index${type ? `?type=${type}` : ''}`;
export const messageDetailPath = (id: string) =>
  `/pages/message/messageDetail/index?id=${encodeURIComponent(id)}`;
export const userDetailPath = (id: string) => `/pages/message/userDetail/index?id=${encodeURIComponent(id)}`;

/**
 * The demo hospital's notice (通知公告, an in-site message of type 1): 人事处's word to every member of staff
 * that the mobile app is in use, so the notice list and a notice's detail (ReadInfo, HTML body) have one to
 * show from the first sign-in. Seeded as already read: nobody's unread counts, badges or Messages tab start
 * above nothing.
 */
import type { messages } from '../db/schema';

export const DEMO_NOTICE = {
  title: '关于启用人事系统移动端的通知',
  bodyText:
    '<p>各科室、病区：</p><p>人事系统移动端即日起启用，请假、人事申请与审批、工资条查询均可在手机上办理；' +
    '无信号时填写的申请会在恢复网络后自动提交。</p><p>人事处</p>',
} as const;

/** The notice in each of `userIds`' messages, from `from`, published and read at `at`. */
export const noticeRows = (
  userIds: readonly string[],
  from: string,
  at: Date,
): (typeof messages.$inferInsert)[] =>
  userIds.map((userId) => ({
    id: `notice-welcome-${userId}`,
    userId,
    type: 1,
    ...DEMO_NOTICE,
    creatorUserId: from,
    isRead: true,
    readAt: at,
    createdAt: at,
  }));

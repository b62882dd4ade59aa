/**
 * The directory as a viewer sees it: rows become contract shapes with the mobile shown or hidden
 * (visibility.ts), and `Users/All` answers the whole list or only what changed since the viewer's cursor.
 */
import type { FastifyRequest } from 'fastify';
import {
  CODE,
  CODE_MESSAGE,
  type DirectoryUser,
  type EducationRow,
  type UserDetail,
  type UsersAllData,
} from '../../../contract';
import { dayStartMs } from '../../hospital-time';
import { ApiError } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { directoryScope, encodeCursor, usableVersion } from './cursor';
import type { OrgRepository } from './org-repository';
import type { DirectoryEntry, DirectoryRow, PermissionRepository } from './repository';
import { visibleMobile, type Viewer } from './visibility';

/** The signed-in caller as a viewer; a session whose user is gone is a dead session. */
export async function requireViewer(repo: PermissionRepository, request: FastifyRequest): Promise<Viewer> {
  const viewer = await repo.viewer(sessionOf(request).userId);
  if (!viewer) throw new ApiError(CODE.SESSION_EXPIRED, CODE_MESSAGE[CODE.SESSION_EXPIRED]!);
  return viewer;
}

export function toDirectoryUser(viewer: Viewer, row: DirectoryEntry): DirectoryUser {
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    gender: row.gender,
    headIcon: row.headIcon,
    organizeId: row.organizeId,
    organizeName: row.organizeName,
    positionId: row.positionId,
    positionName: row.positionName,
    managerId: row.managerId,
    mobile: visibleMobile(viewer, row),
    email: row.email,
    pinyin: row.pinyin,
    initials: row.initials,
    sortCode: row.sortCode,
  };
}

export function toUserDetail(
  viewer: Viewer,
  row: DirectoryRow,
  extra: { managerName: string | null; roleNames: string[] },
): UserDetail {
  return {
    ...toDirectoryUser(viewer, row),
    ...extra,
    titleName: row.titleName,
    entryDate: dayStartMs(row.entryDate),
  };
}

/** One colleague as the viewer may see them (a mobile only where the viewer may). */
export async function userDetailFor(
  repo: PermissionRepository,
  request: FastifyRequest,
  userId: string,
): Promise<UserDetail> {
  const viewer = await requireViewer(repo, request);
  const [row] = await repo.byIds([userId]);
  if (!row) throw new ApiError(CODE.NOT_FOUND, '人员不存在或已停用');
  const [managerName, roleNames] = await Promise.all([
    repo.managerName(row.managerId),
    repo.roleNames(row.id),
  ]);
  return toUserDetail(viewer, row, { managerName, roleNames });
}

export function toEducationRow(row: {
  id: string;
  school: string;
  major: string;
  education: string;
  degree: string;
  startDate: string;
  endDate: string | null;
}): EducationRow {
  return { ...row, startDate: dayStartMs(row.startDate)!, endDate: dayStartMs(row.endDate) };
}

/** Where the viewer stands: the cursor they would get now and, for a usable `since`, the version after it. */
export async function directoryPosition(orgRepo: OrgRepository, viewer: Viewer, since: string | undefined) {
  const scope = directoryScope(await orgRepo.databaseIdentity(), viewer);
  const highWater = await orgRepo.highWater();
  return { cursor: encodeCursor(scope, highWater), highWater, after: usableVersion(since, scope, highWater) };
}

export async function fullDirectory(
  repo: PermissionRepository,
  viewer: Viewer,
  cursor: string,
): Promise<UsersAllData> {
  const rows = await repo.everyoneInDirectory();
  return { list: rows.map((r) => toDirectoryUser(viewer, r)), removed: [], cursor, full: true };
}

/** Changed rows in (after, highWater]: enabled ones to put, disabled and deleted ones to remove. */
export async function directoryDelta(
  repo: PermissionRepository,
  viewer: Viewer,
  position: { cursor: string; highWater: number; after: number },
): Promise<UsersAllData> {
  const { rows, deleted } = await repo.changedBetween(position.after, position.highWater);
  const list = rows.filter((r) => r.enabled).map((r) => toDirectoryUser(viewer, r));
  const removed = [...rows.filter((r) => !r.enabled).map((r) => r.id), ...deleted];
  return { list, removed, cursor: position.cursor, full: false };
}

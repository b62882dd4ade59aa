/**
 * Personal data (`GET/PUT /api/permission/Users/Current/BaseInfo`, issue #17): the person's record in the
 * platform's shape, and a change of the fields they keep (contract SELF_FIELDS, each checked by its spec §5
 * rule). The platform's page sends every field back: HR's fields may come back unchanged, a change to one
 * is refused naming it, and nothing is saved unless all of it is right.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BASE_INFO_PATH,
  baseInfo,
  baseInfoBody,
  CODE,
  CODE_MESSAGE,
  HR_FIELDS,
  PERSONAL_WORDS,
  SELF_FIELD_NAMES,
  selfFieldIssue,
  type BaseInfo,
  type BaseInfoBody,
  type HrField,
} from '../../../contract';
import type { AppContext } from '../../context';
import { dayStartMs } from '../../hospital-time';
import { ApiError, fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { OrgRepository } from './org-repository';
import { PermissionRepository } from './repository';
import { PersonalRepository, type PersonalRecord, type SelfPatch } from './personal-repository';
import { orgPath } from './trees';

const WORDS = PERSONAL_WORDS.zh;

/** null, '' and a missing value are one "none"; numbers compare by their text (gender "1" is 1). */
const norm = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The person's own fields as sent (trimmed; '' clears), each checked; throws naming the first wrong one. */
function selfPatch(body: BaseInfoBody): SelfPatch {
  const patch: SelfPatch = {};
  for (const field of SELF_FIELD_NAMES) {
    const sent = body[field];
    if (sent === undefined) continue;
    const value = (sent ?? '').trim();
    const issue = selfFieldIssue(field, value);
    if (issue === 'tooLong') throw fieldError(field, `${WORDS[field]}过长`);
    if (issue === 'format') throw fieldError(field, `${WORDS[field]}格式不正确`);
    patch[field] = value || null;
  }
  return patch;
}

/** HR's fields of a record, as BaseInfo shows them (all from the person's own row). */
function hrValues(r: PersonalRecord): Pick<BaseInfo, HrField> {
  return {
    realName: r.realName,
    gender: String(r.gender),
    birthday: dayStartMs(r.birthday),
    nation: r.nation,
    education: r.education,
    nativePlace: r.nativePlace,
    certificatesType: null,
    certificatesNumber: null,
    mobilePhone: r.mobile,
  };
}

/** HR's fields may only come back as they are. */
function checkHrFields(body: BaseInfoBody, current: Pick<BaseInfo, HrField>): void {
  for (const field of HR_FIELDS) {
    if (body[field] === undefined || norm(body[field]) === norm(current[field])) continue;
    const how = field === 'mobilePhone' ? '请在账号安全中验证新号码后更换' : '由人事部门维护，不能在此修改';
    throw fieldError(field, `${WORDS[field]}${how}`);
  }
}

export const personalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PersonalRepository(ctx.db);
  const people = new PermissionRepository(ctx.db);
  const orgRepo = new OrgRepository(ctx.db);

  async function record(userId: string): Promise<PersonalRecord> {
    const r = await repo.record(userId);
    if (!r) throw new ApiError(CODE.ACCOUNT_DISABLED, CODE_MESSAGE[CODE.ACCOUNT_DISABLED]!);
    return r;
  }

  async function read(userId: string): Promise<BaseInfo> {
    const r = await record(userId);
    const [orgs, manager, roles] = await Promise.all([
      orgRepo.organizes(),
      people.managerName(r.managerId),
      people.roleNames(userId),
    ]);
    return {
      ...hrValues(r),
      id: r.id,
      account: r.account,
      avatar: r.headIcon,
      organize: orgPath(orgs, r.organizeId),
      manager: manager ?? '',
      position: r.positionName,
      roleId: roles.join(','),
      creatorTime: r.createdAt.getTime(),
      prevLogTime: r.prevLoginAt?.getTime() ?? null,
      entryDate: dayStartMs(r.entryDate),
      email: r.email,
      landline: r.landline,
      telePhone: r.telePhone,
      postalAddress: r.postalAddress,
      urgentContacts: r.urgentContacts,
      urgentTelePhone: r.urgentTelePhone,
      signature: r.signature,
    };
  }

  app.get(BASE_INFO_PATH, {
    schema: { tags: ['permission'], response: replies(baseInfo) },
    handler: async (request) => ok(await read(sessionOf(request).userId)),
  });

  app.put(BASE_INFO_PATH, {
    schema: { tags: ['permission'], body: baseInfoBody, response: replies(z.null()) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const body = request.body;
      if (norm(body.id) !== null && body.id !== userId) throw fieldError('id', '只能修改本人的资料');
      // Only the row itself: HR's fields need none of the names read() adds.
      checkHrFields(body, hrValues(await record(userId)));
      await repo.saveSelf(userId, selfPatch(body));
      return ok(null);
    },
  });
};

/**
 * The platform's encodings of a form body read into ours at the door (issue #16): numbers typed as text,
 * attachment lists as JSON text ('' for none), the applicant as "name/account", a dictionary choice by its
 * label, and any time of a half day (only in a body in the platform's encoding). Our own app's body passes
 * unchanged, and what is neither stays as sent, for the checks after the door to name.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrFormDef } from '../../contract/hrForm';
import { fromPlatform, LABELS_FRESH_MS, onHalfDay } from '../../server/modules/forms/platform-encodings';
import * as t from '../../server/db/schema';
import { createHarness, type Harness } from './harness';
import { LEAVE_TYPE, leaveBody } from './leaveRequests';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const fields = () => hrFormDef('LeaveApply')!.fields;
const read = (body: Record<string, unknown>, now = h.clock.now) =>
  fromPlatform(h.database.db, fields(), body, now);
/** 2027-03-01 in the hospital (UTC+8): 00:00, 09:30, 12:00, 17:45 and 23:59:59 as Unix ms. */
const DAY = Date.parse('2027-03-01T00:00:00+08:00');
const HOUR = 3_600_000;

describe('our app’s body', () => {
  it('passes unchanged', async () => {
    const ours = leaveBody('u-nurse01');
    expect(await read(ours)).toEqual(ours);
  });

  it('keeps a time off the half days as sent (the checks refuse it)', async () => {
    const ours = { ...leaveBody('u-nurse01'), leaveStartTime: DAY + 9.5 * HOUR };
    expect((await read(ours)).leaveStartTime).toBe(DAY + 9.5 * HOUR);
  });
});

describe('the platform’s body', () => {
  const platform = {
    ...leaveBody('u-nurse01'),
    flowUrgent: '1',
    applyUser: '张小雨/nurse01',
    leaveType: '事假',
    leaveDayCount: '1.5',
    leaveHour: '12',
    fileJson: '',
    leaveStartTime: DAY + 9.5 * HOUR,
    leaveEndTime: DAY + 24 * HOUR + 9 * HOUR,
  };

  it('reads numbers, the applicant, the label and an empty file list as ours', async () => {
    expect(await read(platform)).toMatchObject({
      flowUrgent: 1,
      applyUser: 'u-nurse01',
      leaveType: LEAVE_TYPE,
      leaveDayCount: 1.5,
      leaveHour: 12,
      fileJson: [],
    });
  });

  it('takes any time of a half as that half: 09:30 starts the morning, 09:00 next day ends its morning', async () => {
    const body = await read(platform);
    expect([body.leaveStartTime, body.leaveEndTime]).toEqual([DAY, DAY + 36 * HOUR - 1000]);
    expect(onHalfDay(DAY + 17.75 * HOUR, 1)).toBe(DAY + 12 * HOUR);
    expect(onHalfDay(DAY + 17.75 * HOUR, 2)).toBe(DAY + 24 * HOUR - 1000);
  });

  it('reads a JSON list of files; leaves what is neither as sent', async () => {
    const files = [{ name: '病历.pdf', fileId: 'a.pdf', url: '/api/file/Download/annex/a.pdf' }];
    expect((await read({ ...platform, fileJson: JSON.stringify(files) })).fileJson).toEqual(files);
    const odd = await read({ ...platform, fileJson: '[oops', leaveType: '探亲假', applyUser: '谁/nobody' });
    expect([odd.fileJson, odd.leaveType, odd.applyUser]).toEqual(['[oops', '探亲假', '谁/nobody']);
  });
});

describe('the labels the door knows', () => {
  it('are read at most once a minute: a label added since is read as itself until the copy is a minute old', async () => {
    const at = h.clock.now + 10 * LABELS_FRESH_MS;
    const label = { ...leaveBody('u-nurse01'), leaveType: '疗养假' };
    expect((await read(label, at)).leaveType).toBe('疗养假');
    const [type] = await h.database.db
      .select({ id: t.dictionaryTypes.id })
      .from(t.dictionaryTypes)
      .where(eq(t.dictionaryTypes.enCode, 'leaveType'));
    await h.database.db.insert(t.dictionaryItems).values({
      id: 'dict-leaveType-spa',
      typeId: type!.id,
      fullName: '疗养假',
      enCode: 'spa',
      sortCode: 99,
    } as typeof t.dictionaryItems.$inferInsert);
    expect((await read(label, at + LABELS_FRESH_MS - 1)).leaveType).toBe('疗养假');
    expect((await read(label, at + LABELS_FRESH_MS)).leaveType).toBe('dict-leaveType-spa');
  });
});

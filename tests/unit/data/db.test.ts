/**
 * ARCHITECTURE §3: one database per server and user, every schema upgrade keeps the data, and only the
 * three most recently used users' databases are kept.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { DirectoryUser } from '../../../contract';
import {
  closeUserDbs,
  createUserDb,
  listUserDbs,
  openUserDb,
  SCHEMA,
  userDbName,
  type OutboxRow,
  type PunchRow,
} from '../../../src/data';

afterEach(() => closeUserDbs());

const zhangWei: DirectoryUser = {
  id: 'u1',
  account: 'zhangwei',
  realName: '张伟',
  gender: 1,
  headIcon: '',
  organizeId: 'd1',
  organizeName: '心内科病区',
  positionId: 'p1',
  positionName: '护士',
  managerId: null,
  mobile: null,
  email: null,
  pinyin: 'zhangwei',
  initials: 'zw',
  sortCode: 0,
};

const queuedRow: OutboxRow = {
  id: 'k1',
  userId: 'u1',
  kind: 'leaveApply',
  stream: 'form:d1',
  method: 'POST',
  url: '/api/workflow/Form/LeaveApply',
  body: { status: 0 },
  fileIds: [],
  createdAt: 10,
  serverOffsetMs: 0,
  attempts: 0,
  nextAttemptAt: 10,
  state: 'queued',
  lastError: null,
};

describe('user databases', () => {
  it('are named per server and user, ignoring a trailing slash', () => {
    const a = userDbName('https://hr.example.org', 'u1');
    expect(a).toMatch(/^hr-[0-9a-f]{8}-u1$/);
    expect(userDbName('https://hr.example.org/', 'u1')).toBe(a);
    expect(userDbName('https://other.example.org', 'u1')).not.toBe(a);
    expect(userDbName('https://hr.example.org', 'u2')).not.toBe(a);
  });

  it('every upgrade keeps the rows written by the version before it', async () => {
    for (let from = 1; from < SCHEMA.length; from++) {
      const name = `upgrade-from-${from}`;
      const old = createUserDb(name, from);
      await old.open();
      await old.users.put(zhangWei);
      await old.dictionaries.put({
        id: 'k1',
        typeId: 't1',
        typeCode: 'leaveType',
        parentId: null,
        enCode: '1',
        fullName: '事假',
        sortCode: 1,
      });
      await old.drafts.put({ id: 'd1', formKey: 'LeaveApply', title: '请假', data: { days: 2 }, state: 'editing', updatedAt: 1 });
      await old.outbox.put(queuedRow);
      old.close();

      const upgraded = createUserDb(name);
      await upgraded.open();
      expect(upgraded.verno).toBe(SCHEMA.length);
      expect(await upgraded.users.get('u1')).toMatchObject({ realName: '张伟' });
      expect(await upgraded.drafts.get('d1')).toMatchObject({ data: { days: 2 } });
      expect(await upgraded.users.where('organizeId').equals('d1').count()).toBe(1);
      expect(await upgraded.dictionaries.where('typeCode').equals('leaveType').count()).toBe(1);
      // A write queued before the upgrade is still there to be sent, and found by the new stream index.
      expect(await upgraded.outbox.get('k1')).toEqual(queuedRow);
      expect(
        await upgraded.outbox.where('[stream+createdAt]').between(['form:d1', -Infinity], ['form:d1', Infinity]).count(),
      ).toBe(1);
      expect(upgraded.tables.map((t) => t.name)).not.toContain('notices');
      upgraded.close();
      await Dexie.delete(name);
    }
  });

  it('v5 → v6: a punch taken before the upgrade is kept and found by its outbox row; sites can be stored', async () => {
    const name = 'upgrade-5-to-6';
    const v5 = createUserDb(name, 5);
    await v5.open();
    const punch: PunchRow = {
      id: 'p1',
      userId: 'u1',
      punchedAt: 1_700_000_000_000,
      serverOffsetMs: null,
      latitude: 31.2304,
      longitude: 121.4737,
      accuracy: 12,
      siteId: null,
      siteName: null,
      distanceM: null,
      inside: false,
      remark: '病区巡查',
      photoFileId: null,
      outboxId: 'k1',
    };
    await v5.punches.put(punch);
    await v5.outbox.put({ ...queuedRow, kind: 'punch', stream: 'punch', url: '/api/apply/FieldPunch' });
    v5.close();

    const v6 = createUserDb(name, 6);
    await v6.open();
    expect(v6.verno).toBe(6);
    expect(await v6.punches.get('p1')).toEqual(punch);
    expect(await v6.punches.where('outboxId').equals('k1').first()).toEqual(punch);
    expect(await v6.punches.orderBy('punchedAt').last()).toEqual(punch);
    expect(await v6.outbox.get('k1')).toMatchObject({ kind: 'punch', state: 'queued' });
    expect(await v6.punchSites.count()).toBe(0);
    const site = { id: 's1', name: '院本部', address: '', latitude: 31.23, longitude: 121.47, radius: 300 };
    await v6.punchSites.put(site);
    expect(await v6.punchSites.get('s1')).toEqual(site);
    v6.close();
    await Dexie.delete(name);
  });

  it('keeps only the three most recently used users', async () => {
    const server = 'https://keep.example.org';
    for (const [i, user] of ['a', 'b', 'c', 'd'].entries()) {
      const db = await openUserDb(server, user, 1000 + i);
      await db.kv.put({ key: 'who', value: user });
    }
    const kept = await listUserDbs();
    expect(kept.filter((n) => n.startsWith(userDbName(server, '').slice(0, 12)))).toEqual(
      ['d', 'c', 'b'].map((u) => userDbName(server, u)),
    );
    expect(await Dexie.exists(userDbName(server, 'a'))).toBe(false);
    expect(await Dexie.exists(userDbName(server, 'b'))).toBe(true);
  });

  it('never prunes a user whose writes are not delivered yet', async () => {
    const server = 'https://unsent.example.org';
    const a = await openUserDb(server, 'a', 2000);
    await a.outbox.put({ ...queuedRow, userId: 'a' });
    for (const [i, user] of ['b', 'c', 'd'].entries()) await openUserDb(server, user, 2001 + i);
    expect(await Dexie.exists(userDbName(server, 'a'))).toBe(true);
    expect(await a.outbox.get('k1')).toMatchObject({ state: 'queued' });

    // Once delivered, the next sign-in of someone else prunes it as usual.
    await a.outbox.update('k1', { state: 'done' });
    await openUserDb(server, 'e', 3000);
    expect(await Dexie.exists(userDbName(server, 'a'))).toBe(false);
  });
});

/**
 * Drafts in Dexie: edits autosave after a quiet moment (or at once on flush), reopening restores the draft
 * exactly — attachments included, as Blobs — and discarding takes the files with it, for good, even while
 * the form is open. A new form that nobody touched leaves nothing behind; a submitted (pending) draft is never
 * overwritten.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { DraftSession } from '../../../src/forms/draftSession';
import { discardDraft, latestDraft } from '../../../src/forms/draftStore';
import { loadOrStart } from '../../../src/forms/useDraft';
import { NURSE, SAMPLE_FORM } from './fixtures';

const WAIT = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let db: UserDb;
/** Every session a test opened: their pending saves are written before the database closes. */
const open: DraftSession[] = [];

async function openDb(name: string) {
  db = createUserDb(`drafts-${name}`);
  await db.open();
  return db;
}

async function session(requestedId: string | null = null) {
  const loaded = await loadOrStart(db, SAMPLE_FORM, NURSE, requestedId);
  const s = new DraftSession(
    db,
    SAMPLE_FORM,
    loaded,
    (e) => {
      throw e;
    },
    WAIT,
  );
  open.push(s);
  return s;
}

const file = (name: string, text: string, type = 'text/plain') => ({
  name,
  type,
  blob: new Blob([text], { type }),
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.flush()));
  db.close();
  await Dexie.delete(db.name);
});

describe('autosave', () => {
  it('a new form nobody changed is never saved', async () => {
    await openDb('untouched');
    const s = await session();
    await s.flush();
    await sleep(WAIT * 2);
    expect(await db.drafts.count()).toBe(0);
  });

  it('saves the last values once typing pauses, and says when', async () => {
    await openDb('debounced');
    const s = await session();
    s.setField('name', '张');
    s.setField('name', '张三');
    s.setField('count', 2);
    expect(await db.drafts.count()).toBe(0);
    await sleep(WAIT * 3);
    const row = await db.drafts.get(s.draftId);
    expect(row).toMatchObject({ formKey: 'Sample', title: 'sample.title', state: 'editing' });
    expect(row?.data).toMatchObject({ name: '张三', count: 2, double: 4 });
    expect(s.getSnapshot().savedAt).toBe(row?.updatedAt);
  });

  it('flush saves at once (the page is hidden, or 保存 pressed)', async () => {
    await openDb('flush');
    const s = await session();
    s.setField('name', '李四');
    await s.flush();
    expect((await db.drafts.get(s.draftId))?.data).toMatchObject({ name: '李四' });
  });

  it('a save that fails is reported, and the change is written by the next save', async () => {
    await openDb('failing');
    const errors: unknown[] = [];
    const loaded = await loadOrStart(db, SAMPLE_FORM, NURSE, null);
    const s = new DraftSession(db, SAMPLE_FORM, loaded, (e) => errors.push(e), WAIT);
    s.setField('name', '赵六');
    db.close();
    expect(await s.flush()).toBe(false);
    expect(errors).toHaveLength(1);
    await db.open();
    expect(await s.flush()).toBe(true);
    expect((await db.drafts.get(s.draftId))?.data.name).toBe('赵六');
  });

  it('a saved draft holds plain values only: no Blob is cloned on each save', async () => {
    await openDb('plain');
    const s = await session();
    await s.attach('files', [file('a.txt', 'A')]);
    await s.flush(true);
    const data = (await db.drafts.get(s.draftId))?.data ?? {};
    expect(() => JSON.stringify(data)).not.toThrow();
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('reopening', () => {
  it('restores the draft exactly, attachments included', async () => {
    await openDb('restore');
    const first = await session();
    first.setField('name', '王五');
    first.setField('span', [100, 200]);
    first.setField('users', ['u1', 'u2']);
    await first.attach('files', [file('诊断证明.txt', '发热 38.5℃'), file('b.txt', 'B')]);
    await first.flush();

    const again = await session();
    expect(again.draftId).toBe(first.draftId);
    expect(again.values).toEqual(first.values);
    const refs = again.values.files as { fileId: string; name: string }[];
    expect(refs.map((r) => r.name)).toEqual(['诊断证明.txt', 'b.txt']);
    const stored = await db.files.get(refs[0]?.fileId ?? '');
    expect(await stored?.blob.text()).toBe('发热 38.5℃');
  });

  it('opens the requested draft, else the latest open one, else a new form', async () => {
    await openDb('which');
    const a = await session();
    a.setField('name', 'A');
    await a.flush();
    await sleep(5);
    const b = await session('draft-b');
    b.setField('name', 'B');
    await b.flush();
    expect((await session()).draftId).toBe('draft-b');
    expect((await session(a.draftId)).values.name).toBe('A');
    expect((await session('never-saved')).values.name).toBe('默认');
  });

  it('a submitted (pending) draft is not reopened, and autosave never overwrites it', async () => {
    await openDb('pending');
    const s = await session();
    s.setField('name', '已提交');
    await s.flush();
    await db.drafts.put(s.rowOf(s.values, 'pending'));
    s.setState('pending');
    s.setField('name', '改了');
    await s.flush(true);
    expect((await db.drafts.get(s.draftId))?.data.name).toBe('已提交');
    expect(await latestDraft(db, 'Sample')).toBeUndefined();
    expect((await session()).draftId).not.toBe(s.draftId);
  });
});

describe('attachments', () => {
  it('are stored with the draft that lists them, before any autosave', async () => {
    await openDb('attach');
    const s = await session();
    await s.attach('files', [file('a.txt', 'A')]);
    const row = await db.drafts.get(s.draftId);
    expect((row?.data.files as unknown[]).length).toBe(1);
    expect(await db.files.count()).toBe(1);
  });

  it('removing one deletes its Blob and saves the draft without it', async () => {
    await openDb('detach');
    const s = await session();
    await s.attach('files', [file('a.txt', 'A'), file('b.txt', 'B')]);
    const [first] = s.values.files as { fileId: string }[];
    await s.detach('files', first?.fileId ?? '');
    expect(await db.files.count()).toBe(1);
    expect(((await db.drafts.get(s.draftId))?.data.files as unknown[]).length).toBe(1);
  });
});

describe('writes in order', () => {
  it('a save asked while a file is being removed never brings the file back', async () => {
    await openDb('remove-while-typing');
    const s = await session();
    await s.attach('files', [file('a.txt', 'A'), file('b.txt', 'B')]);
    const [first] = s.values.files as { fileId: string }[];
    const removing = s.detach('files', first?.fileId ?? '');
    s.setField('name', '同时输入'); // a keystroke while the file goes
    await Promise.all([removing, s.flush()]);
    const row = await db.drafts.get(s.draftId);
    expect([(row?.data.files as unknown[]).length, row?.data.name, await db.files.count()]).toEqual([
      1,
      '同时输入',
      1,
    ]);
  });
});

describe('discarding', () => {
  it('deletes the draft and its files', async () => {
    await openDb('discard');
    const s = await session();
    await s.attach('files', [file('a.txt', 'A')]);
    expect(await discardDraft(db, s.draftId)).toBe(true);
    expect(await db.drafts.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
  });

  it('a draft deleted while its form is open stays deleted: its pending save writes nothing', async () => {
    await openDb('discard-open');
    const s = await session();
    await s.attach('files', [file('a.txt', 'A')]);
    s.setField('name', '还在输入');
    expect(await discardDraft(db, s.draftId)).toBe(true);
    expect(await s.flush()).toBe(false); // the pending autosave, now
    expect([await db.drafts.count(), await db.files.count(), s.getSnapshot().deleted]).toEqual([0, 0, true]);
    s.setField('name', '再改');
    await s.flush(true);
    expect(await db.drafts.count()).toBe(0);
  });

  it('a file picked after its draft was deleted elsewhere is not stored', async () => {
    await openDb('discard-attach');
    const s = await session();
    s.setField('name', '王五');
    await s.flush();
    await discardDraft(db, s.draftId);
    await s.attach('files', [file('late.txt', 'L')]);
    expect([await db.drafts.count(), await db.files.count(), s.getSnapshot().deleted]).toEqual([0, 0, true]);
  });

  it('leaves a submitted draft and its files to the outbox', async () => {
    await openDb('discard-pending');
    const s = await session();
    await s.attach('files', [file('a.txt', 'A')]);
    await db.drafts.put(s.rowOf(s.values, 'pending'));
    expect(await discardDraft(db, s.draftId)).toBe(false);
    expect(await db.files.count()).toBe(1);
  });
});

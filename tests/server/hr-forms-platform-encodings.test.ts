/**
 * Every form of the catalogue in the platform's encodings, both ways (issue #28): read as their clients read
 * it (a JSON content type on the GET, by its task's id), a form is its task (its `id`) and names the
 * applicant, her unit and post, and every unit, post or person picked in it, by name — no id shown; sent
 * back as read (their clients' resubmit, by that id), it is stored as it was, an attachment now named by its
 * stored file (how their clients download it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_FORMS, hrFormDef, hrFormPath } from '../../contract/hrForm';
import { organizes, positions, users } from '../../server/db/schema';
import { send } from './flowRequests';
import { createHarness, tokenFor, type Harness } from './harness';
import { NURSE, readForm, sendForm, storeSampleFiles, validBody } from './hr-formRequests';
import { savedData } from './leaveRequests';

let h: Harness;
let nurse: string;

beforeAll(async () => {
  h = await createHarness();
  await storeSampleFiles(h);
  nurse = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

type Form = Record<string, unknown>;

/** A GET as their request wrapper sends it: a JSON content type, the token as sign-in gave it. */
async function platformRead(formKey: string, id: string): Promise<Form> {
  const res = await h.app.inject({
    method: 'GET',
    url: hrFormPath(formKey, id),
    headers: { 'content-type': 'application/json;charset=UTF-8', authorization: nurse },
  });
  return (res.json() as { data: Form }).data;
}

/** The name the platform shows for a unit, a post or a person id. */
async function nameOf(kind: string, id: string): Promise<string> {
  const db = h.database.db;
  if (kind === 'currOrganize' || kind === 'depSelect')
    return (await db.select().from(organizes).where(eq(organizes.id, id)))[0]!.fullName;
  if (kind === 'currPosition' || kind === 'posSelect')
    return (await db.select().from(positions).where(eq(positions.id, id)))[0]!.fullName;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return `${user!.realName}/${user!.account}`;
}

const NAMED = ['currOrganize', 'depSelect', 'currPosition', 'posSelect', 'createUser', 'userSelect'];

describe.each(HR_FORMS.map((f) => [f.formKey, f] as const))('%s', (formKey, entry) => {
  it('read in their encodings it is its task and shows names, not ids; sent back as read, it stays as it was', async () => {
    const saved = savedData(
      await sendForm(h, formKey, await validBody(h, formKey, NURSE, nurse, entry.follows), nurse),
    );
    const ours = (await readForm(h, formKey, saved.id, nurse)).body.data as Form;
    const theirs = await platformRead(formKey, saved.taskId!);
    expect(theirs.id).toBe(saved.taskId);

    const named = hrFormDef(formKey)!.fields.filter((f) => NAMED.includes(f.__config__.jnpfKey));
    for (const f of named)
      expect([f.__vModel__, theirs[f.__vModel__]]).toEqual([
        f.__vModel__,
        await nameOf(f.__config__.jnpfKey, String(ours[f.__vModel__])),
      ]);

    // Withdrawn to her, she saves it from their client exactly as it was read, by the id it was read with.
    const withdraw = `/api/workflow/Engine/FlowLaunch/${saved.taskId}/Actions/Withdraw`;
    expect(
      (await send(h.app, withdraw, { handleOpinion: '' }, nurse, { method: 'PUT', key: null })).body.code,
    ).toBe(200);
    const again = await send(h.app, hrFormPath(formKey, String(theirs.id)), { ...theirs, status: 1 }, nurse, {
      method: 'PUT',
      key: null,
    });
    expect([again.status, again.body.code, again.body.msg]).toEqual([200, 200, '操作成功']);
    const after = (await readForm(h, formKey, saved.id, nurse)).body.data as Form;
    const asStored = (form: Form) => {
      const { flowStatus: _s, status: _t, fileJson, ...rest } = form;
      const files = (fileJson ?? []) as { url: string; name: string }[];
      return { ...rest, fileJson: files.map(({ url, name }) => ({ url, name })) };
    };
    expect(asStored(after)).toEqual(asStored(ours));
    for (const file of (after.fileJson ?? []) as { fileId: string; url: string }[])
      expect(file.url.endsWith(`/${file.fileId}`)).toBe(true);
  });
});

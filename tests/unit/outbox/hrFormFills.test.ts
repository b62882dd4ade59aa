/**
 * An HR form submitted offline (kind `hrForm`, posted to `/api/workflow/Form/{FormKey}`) is completed by the
 * outbox as a leave is: the bill number is taken from the rule the catalogue gives its FormKey, once, before
 * the first send, and the uploaded files' URLs are written into its attachment list — so every retry sends
 * the same body under the same Idempotency-Key and the server applies it once.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { HR_FORMS, hrFormByKey } from '../../../contract/hrForm/catalogue';
import { hrFormPath } from '../../../contract/hrForm/api';
import { enqueueWrite } from '../../../core/store/outbox';
import type { OutboxRow } from '../../../core/store/types';
import { flushOutbox, type FlushDeps } from '../../../workers/outbox/flush';
import { hrFormKeyOf } from '../../../contract/hrForm/api';
import { missingBillNumber } from '../../../workers/outbox/prepare';
import { Clock, depsFor, dropDb, freshUser, states, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';

let user: TestUser | undefined;
afterEach(async () => {
  if (user) await dropDb(user.db);
  user = undefined;
});

const DIMISSION_RULE = hrFormByKey('dimissionApply')?.billRule ?? '';

function queueHrForm(body: Record<string, unknown>, fileIds: string[] = [], id = 'hr-1'): Promise<OutboxRow> {
  return enqueueWrite(
    (user as TestUser).db,
    {
      userId: 'u1',
      kind: 'hrForm',
      stream: 'form:d1',
      method: 'POST',
      url: hrFormPath('DimissionApply'),
      body: { status: 0, billNo: '', reason: '照顾家人', ...body },
      fileIds,
    },
    undefined,
    { now: 1_000_000, newId: () => id },
  );
}

describe('an HR form row’s bill number', () => {
  it('is the rule the catalogue gives the FormKey the row is posted to, for every HR form', () => {
    for (const entry of HR_FORMS) {
      const row = { kind: 'hrForm', url: hrFormPath(entry.formKey), body: { billNo: '' } } as OutboxRow;
      expect(missingBillNumber(row), entry.key).toEqual({ field: 'billNo', rule: entry.billRule });
    }
  });

  it('is not asked for when the row has one, nor for a URL that names no HR form', () => {
    const row = { kind: 'hrForm', url: hrFormPath('DimissionApply'), body: { billNo: 'LZ1' } } as OutboxRow;
    expect(missingBillNumber(row)).toBeNull();
    expect(missingBillNumber({ ...row, url: hrFormPath('NoSuchForm'), body: { billNo: '' } })).toBeNull();
    expect(hrFormKeyOf('/api/workflow/Form/DimissionApply')).toBe('DimissionApply');
    expect(hrFormKeyOf('/api/workflow/Form/DimissionApply/abc')).toBeNull();
  });

  it('is fetched once before the first send and kept through the retries', async () => {
    const u = (user = await freshUser());
    const server = new IdempotentServer();
    server.script('hr-1', 'drop-after', { status: 503 });
    await queueHrForm({});
    const clock = new Clock();
    for (let i = 0; i < 3; i++) await flushOutbox(depsFor(u, server, clock), { trigger: 'user' });
    expect(await states(u.db)).toEqual({ 'hr-1': 'done' });
    const number = `${DIMISSION_RULE}-0001`;
    expect(server.billNumbers).toEqual([number]);
    const posted = server.received
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { billNo: string }).billNo);
    expect(posted).toEqual([number, number, number]);
    expect(server.effects.get('hr-1')).toBe(1);
  });
});

describe('an HR form row’s attachments', () => {
  it('are uploaded first and their URLs written into the attachment list before it is sent', async () => {
    const u = (user = await freshUser());
    const server = new IdempotentServer();
    await u.db.files.bulkPut(
      ['f1', 'f2'].map((id) => ({
        id,
        name: `${id}.pdf`,
        type: 'application/pdf',
        blob: new Blob(['x']),
        uploadedUrl: null,
        createdAt: 1,
      })),
    );
    const fileJson = ['f1', 'f2'].map((fileId) => ({ fileId, name: `${fileId}.pdf`, url: '', size: 1 }));
    await queueHrForm({ billNo: 'LZ1', fileJson, handoverTo: 'u2' }, ['f1', 'f2']);
    const uploader: FlushDeps['uploader'] = async (file, type) => ({
      answer: { kind: 'http', status: 200, code: 200, msg: 'ok' },
      url: `/api/file/Download/${type}/${file.id}`,
    });
    await flushOutbox(depsFor(u, server, new Clock(), { uploader }), { trigger: 'user' });
    const [sent] = server.received.filter((r) => r.method === 'POST');
    expect(sent?.body).toEqual({
      status: 0,
      billNo: 'LZ1',
      reason: '照顾家人',
      handoverTo: 'u2',
      fileJson: [
        { fileId: 'f1', name: 'f1.pdf', url: '/api/file/Download/annex/f1', size: 1 },
        { fileId: 'f2', name: 'f2.pdf', url: '/api/file/Download/annex/f2', size: 1 },
      ],
    });
  });
});

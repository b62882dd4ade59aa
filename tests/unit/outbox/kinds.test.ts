/** One registry entry per outbox kind (#13 item 4): every kind is named in both languages, and rows carry what they need. */
import { describe, expect, it } from 'vitest';
import {
  OUTBOX_KINDS,
  draftIdOf,
  flowTaskIdOf,
  formStream,
  flowStream,
} from '../../../core/store/outboxKinds';
import { en } from '../../../src/i18n/en';
import { zhCN } from '../../../src/i18n/zh-CN';
import { missingBillNumber } from '../../../workers/outbox/prepare';
import type { OutboxRow } from '../../../core/store/types';

const row = (patch: Partial<OutboxRow>): OutboxRow => ({
  id: 'r1',
  userId: 'u1',
  kind: 'hrForm',
  stream: formStream('d1'),
  method: 'POST',
  url: '/api/workflow/Form/DimissionApply',
  body: { billNo: '' },
  fileIds: [],
  createdAt: 1,
  serverOffsetMs: 0,
  attempts: 0,
  nextAttemptAt: 1,
  state: 'queued',
  lastError: null,
  ...patch,
});

describe('the outbox kinds', () => {
  it('every kind but the HR form (named by its own title) has its name in Chinese and English', () => {
    for (const kind of Object.keys(OUTBOX_KINDS).filter((k) => k !== 'hrForm')) {
      expect(zhCN.sync.kind, kind).toHaveProperty(kind);
      expect(en.sync.kind, kind).toHaveProperty(kind);
    }
  });

  it("a form row's bill number comes from the rule the row carries", () => {
    expect(missingBillNumber(row({ billRule: 'RULE_X' }))).toEqual({ field: 'billNo', rule: 'RULE_X' });
  });

  it('a form row queued before rows carried their rule still gets one (leave, or the catalogue by FormKey)', () => {
    expect(missingBillNumber(row({ kind: 'leaveApply', url: '/api/workflow/Form/LeaveApply' }))?.rule).toBe(
      'WF_LeaveApplyNo',
    );
    expect(missingBillNumber(row({}))?.rule).toMatch(/\w+/);
  });

  it('kinds without bill numbers, and bodies that have one, need none', () => {
    expect(missingBillNumber(row({ kind: 'punch' }))).toBeNull();
    expect(missingBillNumber(row({ body: { billNo: 'LZ1' } }))).toBeNull();
  });

  it('streams say whose they are: a form its draft, a flow action its task', () => {
    expect(draftIdOf(row({}))).toBe('d1');
    expect(flowTaskIdOf(row({ kind: 'flowAudit', stream: flowStream('t1') }))).toBe('t1');
    expect(flowTaskIdOf(row({ kind: 'flowComment', stream: flowStream('t1') }))).toBeNull();
  });
});

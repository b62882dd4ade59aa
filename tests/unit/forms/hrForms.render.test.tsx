/**
 * Every HR form of the catalogue renders through the one engine (server rendering, no DOM): each field under
 * its label in Chinese, a star exactly on the required ones, the headings, and — for a form that follows
 * an earlier one — the applicant's cached originals by bill number, title and dates, or 没有可关联的申请.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isLayout } from '../../../contract/form/kinds';
import type { FormDef } from '../../../contract/form/types';
import { HR_FORMS } from '../../../contract/hrForm/catalogue';
import { HR_FORM_DEFS, hrFormDef } from '../../../contract/hrForm/forms';
import type { HrOriginal } from '../../../contract/hrForm/api';
import type { UserDb } from '../../../core/store/db';
import { addHrWords } from '../../../src/forms/formWords';
import { FormView } from '../../../src/forms/FormView';
import type { FormRuntime, OriginalsView } from '../../../src/forms/fields/fieldProps';
import { halfDayMs } from '../../../src/forms/halfDay';
import { initialValues } from '../../../src/forms/values';
import { t } from '../../../src/i18n';
import { NURSE } from './fixtures';

addHrWords();

const NONE: OriginalsView = { list: [], fetchedAt: null, loading: false };

function render(
  def: FormDef,
  originals: OriginalsView = NONE,
  values = initialValues(def, { user: NURSE, now: 0 }),
) {
  const runtime: FormRuntime = {
    db: {} as UserDb,
    user: NURSE,
    readOnly: false,
    attach: async () => undefined,
    detach: async () => undefined,
    originals,
    defOf: (formKey) => HR_FORM_DEFS[formKey],
  };
  return renderToString(
    <FormView def={def} values={values} issues={{}} onChange={() => undefined} runtime={runtime} />,
  );
}

/** The HTML of one field's row, by its name. */
function rowOf(html: string, name: string): string {
  const start = html.indexOf(`data-field="${name}"`);
  if (start < 0) return '';
  const end = html.indexOf('data-field="', start + 1);
  return html.slice(start, end < 0 ? undefined : end);
}

/** The system rows that fold under the applicant's name until it is tapped (#14 item 4). */
const FOLDED = ['currOrganize', 'currDept', 'currPosition', 'createTime'];

describe('every HR form renders from its definition', () => {
  it("opens with the applicant's name and unit on one row, the unit, post and date folded under it", () => {
    const row = rowOf(render(hrFormDef('LeaveApply') as FormDef), 'applyUser');
    expect(row).toContain('aria-expanded="false"');
    expect(row).toContain(`${NURSE.userName} · ${NURSE.departmentName}`);
  });

  it('the catalogue and the definitions agree: one definition per catalogue entry', () => {
    expect(HR_FORMS.map((f) => hrFormDef(f.formKey)?.formKey)).toEqual(HR_FORMS.map((f) => f.formKey));
  });

  for (const entry of HR_FORMS) {
    const def = hrFormDef(entry.formKey) as FormDef;
    it(`${entry.key}: every label in Chinese, a star exactly on the required fields`, () => {
      const html = render(def);
      expect(html).not.toContain('hr.field.');
      expect(html).not.toContain('hr.option.');
      for (const field of def.fields) {
        const label = t(field.__config__.label);
        expect(label, field.__vModel__).not.toBe(field.__config__.label);
        const row = rowOf(html, field.__vModel__);
        if (FOLDED.includes(field.__config__.jnpfKey)) {
          expect(row, `${field.__vModel__} folds under the applicant`).toBe('');
          continue;
        }
        expect(html, field.__vModel__).toContain(label);
        if (isLayout(field.__config__.jnpfKey)) continue;
        expect(row, field.__vModel__).not.toBe('');
        const starred = Boolean(field.__config__.required) && !field.disabled;
        expect(row.includes('form-label is-required'), field.__vModel__).toBe(starred);
      }
    });
  }

  it('the option names are words, not keys', () => {
    const html = render(hrFormDef('RetirementApply') as FormDef);
    for (const word of ['正常退休', '提前退休', '延迟退休', '普通', '紧急']) expect(html).toContain(word);
  });
});

describe('the relation field', () => {
  const leave: HrOriginal = {
    id: 'leave-1',
    formKey: 'LeaveApply',
    billNo: 'QJ202611230001',
    flowTitle: '李护士的请假申请',
    creatorTime: new Date(2026, 10, 20).getTime(),
    data: {
      leaveStartTime: halfDayMs('2026-11-23', 'morning', 1),
      leaveEndTime: halfDayMs('2026-11-24', 'afternoon', 2),
    },
  };
  const second: HrOriginal = { ...leave, id: 'leave-2', billNo: 'QJ202612010002', data: {} };
  const cease = hrFormDef('CeaseLeaveApply') as FormDef;

  it('lists the cached originals by bill number, title and dates, with how fresh the list is', () => {
    const html = render(cease, { list: [leave, second], fetchedAt: Date.now(), loading: false });
    const row = rowOf(html, 'refId');
    expect(row).toContain('QJ202611230001');
    expect(row).toContain('李护士的请假申请');
    expect(row).toContain('2026-11-23 上午 至 2026-11-24 下午');
    // Without dates of its own, an original is dated by its creation.
    expect(row).toContain('QJ202612010002 · 2026-11-20');
    expect(row.match(/type="radio"/g)).toHaveLength(2);
    expect(row).toContain('数据更新于');
  });

  it('checks the chosen original', () => {
    const values = { ...initialValues(cease, { user: NURSE, now: 0 }), refId: 'leave-2' };
    const row = rowOf(
      render(cease, { list: [leave, second], fetchedAt: 1, loading: false }, values),
      'refId',
    );
    expect(row.match(/checked=""/g)).toHaveLength(1);
    expect(row.indexOf('checked=""')).toBeGreaterThan(row.indexOf('QJ202611230001'));
  });

  it('says so when there is nothing to follow on', () => {
    expect(rowOf(render(cease, { list: [], fetchedAt: 1, loading: false }), 'refId')).toContain(
      '没有可关联的申请',
    );
  });

  it('every form that follows another has the relation field, required, naming what it may follow', () => {
    for (const entry of HR_FORMS.filter((f) => f.follows)) {
      const field = hrFormDef(entry.formKey)?.fields.find((f) => f.__vModel__ === 'refId');
      expect(field?.__config__, entry.key).toMatchObject({ required: true, relationForm: entry.follows });
    }
  });
});

/**
 * The engine renders every kind of the platform vocabulary without a DOM (server rendering): supported
 * kinds as their controls, the rest as a read-only notice — a model from a newer platform never crashes it.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserDb } from '../../../core/store/db';
import { FormView } from '../../../src/forms/FormView';
import type { FieldDef, FormDef } from '../../../contract/form/types';
import { initialValues } from '../../../src/forms/values';
import { NURSE } from './fixtures';

const KINDS =
  'comInput textarea numInput switch radio checkbox select cascader time date uploadImg uploadFz rate slider ' +
  'comSelect depSelect posSelect userSelect treeSelect address JNPFText groupTitle divider card row tab collapse ' +
  'table createUser createTime modifyUser modifyTime currOrganize currDept currPosition billRule dicSelect ' +
  'timeRange dateRange halfDayDate';

const options = [
  { id: 1, fullName: '甲' },
  { id: 'b', fullName: '乙' },
];
const fields: FieldDef[] = KINDS.split(' ').map((jnpfKey, i) => ({
  __vModel__: `f${i}`,
  __config__: { label: `字段${jnpfKey}`, jnpfKey, required: i % 2 === 0 },
  __slot__: { options },
}));
const def: FormDef = { formKey: 'All', title: 'All', fields };

const render = (values = initialValues(def, { user: NURSE, now: 0 }), issues = {}) =>
  renderToString(
    <FormView
      def={def}
      values={values}
      issues={issues}
      onChange={() => undefined}
      runtime={{
        db: {} as UserDb,
        user: NURSE,
        readOnly: false,
        attach: async () => undefined,
        detach: async () => undefined,
      }}
    />,
  );

describe('rendering every kind', () => {
  it('renders the whole vocabulary, one row per field that is not a group title (the applicant folds its unit, post and date)', () => {
    const html = render();
    const folded = fields.filter((f) =>
      ['currOrganize', 'currDept', 'currPosition', 'createTime'].includes(f.__config__.jnpfKey),
    );
    expect(folded.length).toBeGreaterThan(0);
    expect(html.match(/data-field="/g)?.length).toBe(fields.length - 1 - folded.length);
  });
  it('shows the unsupported kinds as a notice naming the kind', () => {
    const html = render();
    for (const kind of ['cascader', 'rate', 'table', 'modifyUser']) expect(html).toContain(`（${kind}）`);
  });
  it('shows the session for the system fields and 提交后生成 for a bill number not yet given', () => {
    const html = render();
    expect(html).toContain('李护士');
    expect(html).toContain('心内科病区');
    expect(html).toContain('提交后生成');
  });
  it('survives values of the wrong shape in every field', () => {
    const junk = Object.fromEntries(
      fields.map((f) => [f.__vModel__, [{ fileId: 'x', name: 'x', size: 1, type: '' }]]),
    );
    expect(() => render(junk)).not.toThrow();
  });
  it('puts an issue under its field', () => {
    const html = render(undefined, { f0: { field: 'f0', rule: 'required' } });
    expect(html).toContain('请填写字段comInput');
  });
});

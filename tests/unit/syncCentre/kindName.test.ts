/** The sync centre names each queued write so a nurse knows what is waiting. */
import { describe, expect, it } from 'vitest';
import { hrFormPath } from '../../../contract/hrForm/api';
import { kindName } from '../../../src/features/syncCentre/kindName';
import { t } from '../../../src/i18n';

describe('what the sync centre calls a row', () => {
  it('an HR form by its own title, found by the FormKey it is posted to', () => {
    expect(kindName(t, { kind: 'hrForm', url: hrFormPath('DimissionApply') })).toBe('离职申请');
    expect(kindName(t, { kind: 'hrForm', url: hrFormPath('FurtherStudyBack') })).toBe(
      t('route.subDev.furtherStudyBack'),
    );
  });

  it('leave and the flow actions by what they do', () => {
    expect(kindName(t, { kind: 'leaveApply', url: '/api/workflow/Form/LeaveApply' })).toBe('请假申请');
    expect(kindName(t, { kind: 'flowAudit', url: '/api/workflow/Engine/FlowBefore/Audit/x' })).toBe(
      '审批同意',
    );
  });

  it('an unknown kind by its own name', () => {
    expect(kindName(t, { kind: 'somethingNew', url: '/api/x' })).toBe('somethingNew');
  });
});

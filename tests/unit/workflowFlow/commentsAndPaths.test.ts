/**
 * A comment needs some text or a photo, at most 1,000 characters and 9 photos, none over the upload limit;
 * and the flow screens' addresses carry the task, the operator and the list to return to.
 */
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../contract';
import { acceptImages, commentProblem } from '../../../src/features/workflow/flow/commentModel';
import {
  candidatesHref,
  categoryOf,
  commentHref,
  decisionOf,
  flowBeforeHref,
  listPathOf,
  operateHref,
  scanFormHref,
} from '../../../src/features/workflow/flow/paths';

const image = (name: string, size = 10, type = 'image/jpeg') => ({
  name,
  type,
  blob: new Blob([new Uint8Array(size)]),
});

describe('a new comment', () => {
  it('needs text or a photo', () => {
    expect(commentProblem('  ', [])).toBe('wfFlow.comment.emptyInput');
    expect(commentProblem('', [image('a.jpg')])).toBeNull();
    expect(commentProblem('已阅', [])).toBeNull();
  });

  it('at most 1000 characters and 9 photos', () => {
    expect(commentProblem('字'.repeat(1001), [])).toBe('wfFlow.comment.tooLong');
    expect(
      commentProblem(
        'x',
        Array.from({ length: 10 }, (_, i) => image(`${i}`)),
      ),
    ).toBe('wfFlow.comment.tooMany');
  });

  it('takes picked images while there is room, leaves out other files and ones over the limit', () => {
    const picked = [
      image('a.jpg'),
      image('doc.pdf', 10, 'application/pdf'),
      image('huge.jpg', MAX_UPLOAD_BYTES + 1),
      image('b.jpg'),
    ];
    const { accepted, tooBig, overflow } = acceptImages(picked, 8);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(tooBig.map((f) => f.name)).toEqual(['huge.jpg']);
    expect(overflow).toBe(true);
    expect(acceptImages(picked, 0).overflow).toBe(false);
  });
});

describe('addresses', () => {
  it('the detail carries the task, the operator and the list', () => {
    expect(flowBeforeHref({ id: 't 1', taskOperatorId: 'op1', category: 'todo' })).toBe(
      '/pages/workFlow/flowBefore/index?id=t+1&taskOperatorId=op1&category=todo',
    );
    expect(flowBeforeHref({ id: 't1' })).toBe('/pages/workFlow/flowBefore/index?id=t1');
  });

  it('each list returns to its own page; anything else to Business Processing', () => {
    expect(listPathOf('todo')).toBe('/pages/workFlow/flowTodo/index');
    expect(listPathOf('launch')).toBe('/pages/workFlow/flowLaunch/index');
    expect(listPathOf(null)).toBe('/pages/index/workFlowNew');
    expect(categoryOf('copy')).toBe('copy');
    expect(categoryOf('other')).toBeNull();
  });

  it('the sub-screens', () => {
    expect(operateHref('t1', 'reject', 'done')).toBe(
      '/pages/workFlow/operate/index?id=t1&action=reject&category=done',
    );
    expect(decisionOf('transfer')).toBe('transfer');
    expect(decisionOf('press')).toBeNull();
    expect(candidatesHref('t1', 'hr', '人事科')).toBe(
      `/pages/workFlow/candiDateUserSelect/index?taskId=t1&nodeId=hr&nodeName=${encodeURIComponent('人事科')}`,
    );
    expect(commentHref('t1')).toBe('/pages/workFlow/comment/index?taskId=t1');
    expect(scanFormHref('t1')).toBe('/pages/workFlow/scanForm/index?id=t1');
  });
});

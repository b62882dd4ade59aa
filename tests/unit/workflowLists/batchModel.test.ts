/** 批量 selection: one flow at a time, to-dos waiting in the outbox cannot be chosen. */
import { describe, expect, it } from 'vitest';
import {
  canChoose,
  chosenFlow,
  chosenItems,
  NO_SELECTION,
  toggleChoice,
} from '../../../src/features/workflow/lists/batchModel';
import { listItem } from './fixtures';

const leave1 = listItem(1);
const leave2 = listItem(2);
const quit = listItem(3, { flowId: 'dimissionApply' });
const none = new Set<string>();

describe('choosing to-dos', () => {
  it('any to-do can be the first; then only those of the same flow', () => {
    expect(canChoose(NO_SELECTION, quit, none)).toBe(true);
    const one = toggleChoice(NO_SELECTION, leave1);
    expect(chosenFlow(one)).toBe('leaveApply');
    expect(canChoose(one, leave2, none)).toBe(true);
    expect(canChoose(one, quit, none)).toBe(false);
  });

  it('unchoosing the last frees every flow again', () => {
    const none0 = toggleChoice(toggleChoice(NO_SELECTION, leave1), leave1);
    expect(chosenFlow(none0)).toBeNull();
    expect(canChoose(none0, quit, none)).toBe(true);
  });

  it('a to-do waiting in the outbox cannot be chosen, and drops out of the choice', () => {
    const pending = new Set(['task-2']);
    expect(canChoose(NO_SELECTION, leave2, pending)).toBe(false);
    const both = toggleChoice(toggleChoice(NO_SELECTION, leave1), leave2);
    expect(chosenItems([leave1, leave2, quit], both, pending).map((i) => i.id)).toEqual(['op-1']);
  });
});

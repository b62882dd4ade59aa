/**
 * What a decision carries between screens, kept for the page's life (signals, not Dexie: nothing is
 * decided until 提交 queues it): the form fields the approver changed on the detail, and the approvers
 * chosen for the next nodes on /pages/workFlow/candiDateUserSelect/index — per task, so two flows opened
 * one after the other never mix.
 */
import { signal } from '@preact/signals-react';
import type { FormValues } from '../../../../contract/form/types';

export interface ChosenUser {
  id: string;
  fullName: string;
}

type PerTask<T> = Readonly<Record<string, T>>;

/** taskId → nodeId → the chosen approvers. */
export const candidateChoice = signal<PerTask<PerTask<readonly ChosenUser[]>>>({});
/** taskId → the writable fields' values as the approver left them. */
export const formEdits = signal<PerTask<FormValues>>({});

const NONE: PerTask<readonly ChosenUser[]> = {};

export function chooseCandidates(taskId: string, nodeId: string, users: readonly ChosenUser[]): void {
  const current = candidateChoice.peek();
  candidateChoice.value = { ...current, [taskId]: { ...(current[taskId] ?? NONE), [nodeId]: users } };
}

export const candidatesOf = (taskId: string): PerTask<readonly ChosenUser[]> =>
  candidateChoice.value[taskId] ?? NONE;

export function editForm(taskId: string, values: FormValues): void {
  formEdits.value = { ...formEdits.peek(), [taskId]: values };
}

export const editsOf = (taskId: string): FormValues | undefined => formEdits.value[taskId];

/** The decision went out (or the flow moved on): nothing of it is kept. */
export function forgetDecision(taskId: string): void {
  const { [taskId]: _choice, ...choices } = candidateChoice.peek();
  const { [taskId]: _edits, ...edits } = formEdits.peek();
  candidateChoice.value = choices;
  formEdits.value = edits;
}

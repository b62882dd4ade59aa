/**
 * Which approver nodes a task passes through: the template's approver nodes whose conditions hold for the
 * form, in template order. Conditions compare numbers as numbers (a day count sent as "3.5" is 3.5) and
 * anything else as text; a missing field satisfies only `!=`.
 */
import type { ApproverNode, Condition, FlowNode, FlowTemplate } from './types';

type Form = Readonly<Record<string, unknown>>;

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

function compare(op: Condition['op'], a: number | string, b: number | string): boolean {
  switch (op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '==':
      return a === b;
    case '!=':
      return a !== b;
  }
}

export function holds(condition: Condition, form: Form): boolean {
  const actual = form[condition.field];
  if (actual === undefined || actual === null) return condition.op === '!=';
  const [a, b] = [asNumber(actual), asNumber(condition.value)];
  if (a !== null && b !== null) return compare(condition.op, a, b);
  return compare(condition.op, String(actual), String(condition.value));
}

export function onPath(node: ApproverNode, form: Form): boolean {
  return (node.when ?? []).every((c) => holds(c, form));
}

export function approverNodes(template: FlowTemplate): ApproverNode[] {
  return template.nodes.filter((n): n is ApproverNode => n.type === 'approver');
}

/** The approver nodes this form goes through, in order. */
export function pathOf(template: FlowTemplate, form: Form): ApproverNode[] {
  return approverNodes(template).filter((n) => onPath(n, form));
}

export function nodeOf(template: FlowTemplate, code: string): FlowNode | undefined {
  return template.nodes.find((n) => n.code === code);
}

export function approverNode(template: FlowTemplate, code: string | null): ApproverNode | undefined {
  const node = code === null ? undefined : nodeOf(template, code);
  return node?.type === 'approver' ? node : undefined;
}

/** The node after `code` on the path (the first one after 'start'), or the end node. */
export function nextOnPath(template: FlowTemplate, form: Form, code: string): ApproverNode | null {
  const order = template.nodes.map((n) => n.code);
  const from = order.indexOf(code);
  return pathOf(template, form).find((n) => order.indexOf(n.code) > from) ?? null;
}

/** Percent of the path's approver nodes passed when the task waits at `current` (null: all passed). */
export function completionAt(template: FlowTemplate, form: Form, current: string | null): number {
  const path = pathOf(template, form);
  if (current === null || !path.length) return 100;
  const index = path.findIndex((n) => n.code === current);
  return index < 0 ? 0 : Math.floor((100 * index) / path.length);
}

/**
 * What the workflow shell needs of a flow's form, and nothing more: read it (the same fields as its
 * Form/{FormKey} GET, for the detail page and the branch conditions), keep its flowStatus in step with the
 * task (and act on it: 注销账号 disables the account when approved), store the fields an approver may write,
 * and speak the platform's encodings. The registry (`FormSources`) is built by `formSources` in server/app.ts and
 * handed to the app at buildApp, so the shell never imports a form module. It lives beside the engine: the
 * port is its consumer's (the workflow shell's), and every form module fills it.
 */
import type { Db } from '../db/client';
import type { RevokeReason } from '../db/schema';

export type FormData = Record<string, unknown>;

/** What a status change leaves for after its transaction commits (the request's message/push.ts collector). */
export interface AfterCommit {
  /** Sessions ended in the transaction: their open sockets hear `logout` once it has committed. */
  sessionsEnded(jtis: readonly string[], reason: RevokeReason): void;
}

export interface FormSource {
  load(db: Db, formId: string): Promise<FormData | null>;
  /** In the transaction of the task's change; `after` is absent where nothing is told after it (tests). */
  setStatus(db: Db, formId: string, status: number, at: Date, after?: AfterCommit): Promise<void>;
  /**
   * Stores an approver's accepted changes (only fields their node may write), refusing a bad value with the
   * error naming the field. A form whose flow gives no node fields to write (leave) has none.
   */
  write?(db: Db, formId: string, changes: Readonly<Record<string, unknown>>, at: Date): Promise<void>;
  /** The form's data in the platform's clients' encodings (platform-encodings.ts `toPlatform`). */
  platform?(db: Db, formKey: string, data: FormData): Promise<FormData>;
  /** Which application it is, in a few words for the messages about its flow (事假 · 11-28 – 11-30); '' if none. */
  facts?(db: Db, formKey: string, data: FormData): Promise<string>;
}

/** The source of a flow's form by its flow key; none for a flow without one (an empty form). */
export type FormSources = (flowKey: string) => FormSource | undefined;

export async function loadForm(
  db: Db,
  forms: FormSources,
  flowKey: string,
  formId: string,
): Promise<FormData> {
  return (await forms(flowKey)?.load(db, formId)) ?? {};
}

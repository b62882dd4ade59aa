/**
 * Bill numbers as things handed to someone (issue #28): the counter's next number that no form or task
 * already holds, recorded with the caller it was issued to; whether a number is the caller's to use; how
 * many the caller took lately and has not used; the purge of old records. Run `issue` inside a transaction: the rule's row
 * lock then queues concurrent callers until the number is recorded.
 */
import { and, count, eq, gt, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowTasks, hrForms, issuedBillNumbers } from '../../db/schema';
import { formatBillNumber } from './bill-number';
import { SystemRepository } from './repository';

/** Numbers skipped at most in one call (held by forms typed ahead of the counter before issue #28). */
export const MAX_SKIPPED_NUMBERS = 1_000;

type Day = { YYYY: string; MM: string; DD: string };

export class BillNumberRepository {
  constructor(private readonly db: Db) {}

  /** The next free number of the rule, now the caller's; null for an unknown rule. */
  async issue(idOrCode: string, day: Day, userId: string, now: Date): Promise<string | null> {
    const rules = new SystemRepository(this.db);
    for (let skipped = 0; skipped <= MAX_SKIPPED_NUMBERS; skipped++) {
      const rule = await rules.nextBillNumber(idOrCode, day);
      if (!rule) return null;
      const billNo = formatBillNumber(rule);
      if (await this.claim(billNo, userId, now)) return billNo;
    }
    throw new Error(`bill rule ${idOrCode}: more than ${MAX_SKIPPED_NUMBERS} numbers in a row are held`);
  }

  /** Records the number as the caller's unless anything holds it already; true when it was free. */
  private async claim(billNo: string, userId: string, now: Date): Promise<boolean> {
    if (await this.heldByForm(billNo)) return false;
    const rows = await this.db
      .insert(issuedBillNumbers)
      .values({ billNo, userId, issuedAt: now })
      .onConflictDoNothing()
      .returning({ billNo: issuedBillNumbers.billNo });
    return rows.length > 0;
  }

  /** Whether a stored form, or a task (an account cancellation's number lives only there), carries it. */
  private async heldByForm(billNo: string): Promise<boolean> {
    const [form] = await this.db.select({ n: count() }).from(hrForms).where(eq(hrForms.billNo, billNo));
    if ((form?.n ?? 0) > 0) return true;
    const [task] = await this.db.select({ n: count() }).from(flowTasks).where(eq(flowTasks.billNo, billNo));
    return (task?.n ?? 0) > 0;
  }

  /** Whether the number was handed to this user. */
  async issuedTo(billNo: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(issuedBillNumbers)
      .where(and(eq(issuedBillNumbers.billNo, billNo), eq(issuedBillNumbers.userId, userId)));
    return (row?.n ?? 0) > 0;
  }

  /** How many numbers the user was handed after `since` that no form or task carries yet. */
  async unusedSince(userId: string, since: Date): Promise<number> {
    const carried = (table: typeof hrForms | typeof flowTasks) =>
      this.db.select({ one: table.billNo }).from(table).where(eq(table.billNo, issuedBillNumbers.billNo));
    const [row] = await this.db
      .select({ n: count() })
      .from(issuedBillNumbers)
      .where(
        and(
          eq(issuedBillNumbers.userId, userId),
          gt(issuedBillNumbers.issuedAt, since),
          notExists(carried(hrForms)),
          notExists(carried(flowTasks)),
        ),
      );
    return row?.n ?? 0;
  }

  /** Forgets numbers issued before `before`; a form saved since carries its own. Returns how many went. */
  async purgeBefore(before: Date): Promise<number> {
    const gone = await this.db
      .delete(issuedBillNumbers)
      .where(lt(issuedBillNumbers.issuedAt, before))
      .returning({ billNo: issuedBillNumbers.billNo });
    return gone.length;
  }
}

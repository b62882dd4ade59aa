/**
 * Bill numbers in the server tests. A form may carry only a number the server issued to its applicant
 * (issue #28); the tests' bodies make their numbers up (nextBillNo, sampleBillNo) so that each test controls
 * them, so the senders record a body's number as issued to the sender first — as if the app had asked
 * BillRule/BillNumber for it. Tests of the rule itself send without it (`issued: false`).
 */
import type { FastifyInstance } from 'fastify';
import { issuedBillNumbers } from '../../server/db/schema';

/** Records `body.billNo` (if any) as issued to the token's user; a number issued to someone else stays theirs. */
export async function issueSentNumber(app: FastifyInstance, token: string | undefined, body: unknown) {
  const billNo = (body as { billNo?: unknown } | null | undefined)?.billNo;
  if (typeof billNo !== 'string' || billNo === '' || !token) return;
  const session = await app.ctx.sessions.authenticate(token);
  if (!session.ok) return;
  await app.ctx.db
    .insert(issuedBillNumbers)
    .values({ billNo, userId: session.session.userId, issuedAt: new Date(app.ctx.clock()) })
    .onConflictDoNothing();
}

/**
 * My punches as the server holds them (GET PUNCH_PATH, the last 31 days), written over this phone's copy
 * when the punch screen opens online: each record onto the stored punch it is (the same instant of the
 * phone's clock), so HR's decision on a flagged punch (已核对 / 未通过, issue #30 item 18) reaches the
 * history. The history stays this phone's punches: one taken elsewhere is not added.
 */
import { PUNCH_PATH, punchList, type PunchRecord } from '../../../contract';
import { request } from '../../api/http';
import type { PunchRow, UserDb } from '../../data';

/** Which stored punch each record is, by the phone's instant. Pure. */
export function recordsOnto(
  stored: readonly Pick<PunchRow, 'id' | 'punchedAt'>[],
  records: readonly PunchRecord[],
): { id: string; record: PunchRecord }[] {
  const byInstant = new Map(stored.map((p) => [p.punchedAt, p.id]));
  return records.flatMap((record) => {
    const id = byInstant.get(record.devicePunchedAt);
    return id === undefined ? [] : [{ id, record }];
  });
}

export async function refreshMyPunches(db: UserDb, userId: string): Promise<void> {
  const records = await request(PUNCH_PATH, { schema: punchList, report: false });
  await db.transaction('rw', db.punches, async () => {
    const stored = await db.punches.filter((p) => p.userId === userId).toArray();
    for (const { id, record } of recordsOnto(stored, records)) await db.punches.update(id, { record });
  });
}

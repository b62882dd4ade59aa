/**
 * The applicant's earlier forms an HR form may follow on (a leave return names its leave), from
 * `GET /api/workflow/Form/{FormKey}/Originals`, kept in Dexie `hrOriginals` per follower FormKey so the
 * relation field lists them offline, with when they were fetched. A server without that read (a JNPF back
 * end, issue #16) answers 404: the list is then made from one's approved flows of the kinds the form
 * follows (FlowLaunch), each form read by its task id; the server still checks the choice on submit.
 */
import { z } from 'zod/mini';
import { FLOW_LAUNCH_PATH, FLOW_STATUS, flowListData } from '../../contract';
import { HR_FORMS, formKeyOf } from '../../contract/hrForm/catalogue';
import { hrFormPath, hrOriginal, hrOriginalsPath, type HrOriginal } from '../../contract/hrForm/api';
import type { HrOriginalsRow, UserDb } from '../data';
import { ApiError } from '../../core/net/errors';
import { request } from '../api/http';

const originalsData = z.array(hrOriginal);

/** A quick, silent ask: the cached list stays when it fails. */
const ORIGINALS_TIMEOUT_MS = 15_000;

export function cachedOriginals(db: UserDb, formKey: string): Promise<HrOriginalsRow | undefined> {
  return db.hrOriginals.get(formKey);
}

const formData = z.record(z.string(), z.unknown());
/** How many of one's newest flows the list is made from, where the server has no Originals read. */
const LAUNCHED_PAGE = 100;

async function originalsFromLaunched(formKey: string): Promise<HrOriginal[]> {
  const follows = HR_FORMS.find((e) => e.formKey === formKey)?.follows ?? [];
  const options = { report: false, timeoutMs: ORIGINALS_TIMEOUT_MS } as const;
  const launched = await request(FLOW_LAUNCH_PATH, {
    ...options,
    query: { currentPage: 1, pageSize: LAUNCHED_PAGE },
    schema: flowListData,
  });
  const approved = launched.list.filter(
    (f) => f.status === FLOW_STATUS.approved && follows.includes(formKeyOf(f.flowCode)),
  );
  return Promise.all(
    approved.map(async (flow) => {
      const key = formKeyOf(flow.flowCode);
      const data = await request(hrFormPath(key, flow.processId), { ...options, schema: formData });
      const id = typeof data.id === 'string' ? data.id : flow.processId;
      const billNo = typeof data.billNo === 'string' ? data.billNo : flow.billNo;
      return { id, formKey: key, billNo, flowTitle: flow.fullName, creatorTime: flow.creatorTime, data };
    }),
  );
}

/** The list from the server: its Originals read, or where it has none, made from one's flows. */
async function fetchOriginals(formKey: string): Promise<HrOriginal[]> {
  try {
    return await request(hrOriginalsPath(formKey), {
      schema: originalsData,
      report: false,
      timeoutMs: ORIGINALS_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return originalsFromLaunched(formKey);
    throw error;
  }
}

/** Fetches the list and keeps it; resolves with the row as stored. */
export async function refreshOriginals(
  db: UserDb,
  formKey: string,
  now: () => number = Date.now,
): Promise<HrOriginalsRow> {
  const list = await fetchOriginals(formKey);
  const row: HrOriginalsRow = { formKey, list, fetchedAt: now() };
  await db.hrOriginals.put(row);
  return row;
}

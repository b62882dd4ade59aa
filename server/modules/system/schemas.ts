/** Server-only schemas of the system routes; request and answer bodies otherwise come from contract/system.ts. */
import { z } from 'zod';

/** `{id}` of Area/{id}/Selector/0: an area code, or -1 / 0 for the provinces. */
export const areaParam = z.object({ id: z.string().regex(/^(-1|\d{1,12})$/, '地区编码无效') });

/**
 * The JNPF response envelope `{ code, msg, data }`; success is HTTP 200 with body code 200.
 * `envelope(schema)` builds the response schema of a route from the schema of its `data`.
 */
import { z } from 'zod';

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = envelope(z.null());

export type Envelope<T> = { code: number; msg: string; data: T };

/** Paged list shape of API-CONTRACT.md (currentPage is 1-based). */
export const pageQuery = z.object({
  keyword: z.string().max(100).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  sidx: z.string().max(50).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pagination: z.object({
      pageIndex: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
  });
}

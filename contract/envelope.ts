/**
 * The JNPF response envelope `{ code, msg, data }`; success is HTTP 200 with body code 200.
 * `envelope(schema)` builds the response schema of a route from the schema of its `data`.
 */
import type { $ZodType } from 'zod/v4/core';
import { z } from 'zod/mini';

export function envelope<T extends $ZodType>(data: T) {
  return z.object({ code: z.int(), msg: z.string(), data });
}

export const errorEnvelope = envelope(z.null());

export type Envelope<T> = { code: number; msg: string; data: T };

/** Paged list shape of API-CONTRACT.md (currentPage is 1-based). */
export const pageQuery = z.object({
  keyword: z.optional(z.string().check(z.maxLength(100))),
  currentPage: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 50),
  sidx: z.optional(z.string().check(z.maxLength(50))),
  sort: z._default(z.enum(['asc', 'desc']), 'desc'),
});

export function paged<T extends $ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pagination: z.object({
      pageIndex: z.int(),
      pageSize: z.int(),
      total: z.int(),
    }),
  });
}

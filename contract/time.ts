/**
 * Instants on the wire: Unix milliseconds, never beyond what a Date holds (±8.64e15 ms, ECMA-262
 * "Time Values"), so no stored or compared time can become an Invalid Date. Every time a request
 * carries is declared with these.
 */
import { z } from 'zod/mini';

export const MAX_EPOCH_MS = 8.64e15;
const OUT_OF_RANGE = '时间超出可表示的范围';
const inRange = [z.gte(-MAX_EPOCH_MS, OUT_OF_RANGE), z.lte(MAX_EPOCH_MS, OUT_OF_RANGE)] as const;

/** A time in a body: whole ms within a Date's range. */
export const epochMs = z.int().check(...inRange);

/** A time in a query string ("1700000000000"): coerced, then as `epochMs`. */
export const epochMsQuery = z.coerce.number().check(z.int(), ...inRange);

/** Recognising database errors by SQLSTATE, through Drizzle's wrapping (the driver's error is a `cause`). */

/** 23505: a unique index refused the row (a concurrent writer took the value first). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

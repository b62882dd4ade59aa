/**
 * The directory's change cursor, `<scope>.<version>`: scope hashes the database's identity and everything
 * that decides what the viewer sees (who they are, their unit, their phone permission); version is the
 * high-water row_version they have seen. A cursor from another scope, another database, or the future
 * is not usable, and the caller gets the whole directory again.
 */
import { createHash } from 'node:crypto';
import type { Viewer } from './visibility';

export function directoryScope(databaseId: string, viewer: Viewer): string {
  const parts = [databaseId, viewer.userId, viewer.organizeId, viewer.phoneAll];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeCursor(scope: string, version: number): string {
  return `${scope}.${version}`;
}

/** The version to send changes after, or null when the cursor cannot be used (→ full answer). */
export function usableVersion(cursor: string | undefined, scope: string, highWater: number): number | null {
  const match = /^([A-Za-z0-9_-]{16})\.(\d{1,15})$/.exec(cursor ?? '');
  if (!match || match[1] !== scope) return null;
  const version = Number(match[2]);
  return version <= highWater ? version : null;
}

/**
 * A flagged punch's photo is also its reviewers': the rule this module lends the file download
 * (file/visible-file.ts `FileViewer`, wired by buildApp), so HR sees the photo it decides on.
 */
import { and, eq, sql } from 'drizzle-orm';
import { downloadPath } from '../../../contract';
import { fieldPunches } from '../../db/schema';
import type { FileViewer } from '../file/visible-file';
import { holdsHrTool } from './permission';

export const seesFlaggedPunchPhoto: FileViewer = async (db, viewer, file) => {
  if (file.type !== 'punch') return false;
  const [punch] = await db
    .select({ id: fieldPunches.id })
    .from(fieldPunches)
    .where(
      and(
        eq(fieldPunches.photoUrl, downloadPath(file.type, file.fileName)),
        sql`${fieldPunches.flags} <> '{}'`,
      ),
    )
    .limit(1);
  return !!punch && (await holdsHrTool(db, viewer, 'punchReview'));
};

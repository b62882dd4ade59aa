/**
 * What a viewer may see of colleagues (the seed's role rules): every mobile with the resource permission
 * PHONE_PERMISSION (or as an administrator), otherwise only the mobiles of their own unit; education only
 * of themselves, of people below them in the reporting line, or with personnel-archive rights (HR).
 */
import { PHONE_PERMISSION } from '../../../contract';

export type Viewer = {
  userId: string;
  organizeId: string;
  /** Sees every colleague's mobile. */
  phoneAll: boolean;
  /** Reads anyone's HR records (education). */
  archiveAll: boolean;
};

/** The resource permission that opens every person's records (seed: HR and admin). */
export const ARCHIVE_PERMISSION = { modelId: 'personnelArchive', enCode: 'all' } as const;

type Resource = { modelId: string; enCode: string };
const holds = (resources: Resource[], wanted: Resource) =>
  resources.some((r) => r.modelId === wanted.modelId && r.enCode === wanted.enCode);

export function viewerOf(
  user: { id: string; organizeId: string; isAdministrator: boolean },
  resources: Resource[],
): Viewer {
  return {
    userId: user.id,
    organizeId: user.organizeId,
    phoneAll: user.isAdministrator || holds(resources, PHONE_PERMISSION),
    archiveAll: user.isAdministrator || holds(resources, ARCHIVE_PERMISSION),
  };
}

export function visibleMobile(viewer: Viewer, person: { organizeId: string; mobile: string | null }) {
  return viewer.phoneAll || person.organizeId === viewer.organizeId ? person.mobile : null;
}

export function mayReadRecords(viewer: Viewer, personId: string, viewerIsAboveThem: boolean): boolean {
  return viewer.archiveAll || viewer.userId === personId || viewerIsAboveThem;
}

/**
 * The personal centre's paths, free of zod (the outbox worker fills a head's path from its upload) and apart
 * from wire.ts, so they load with the screens that use them rather than with the first screen.
 */

/** The signed-in person's calls: `{CURRENT_USER_CALLS}/BaseInfo`, `/Avatar/{name}`, `/Subordinate/{id}`, … */
export const CURRENT_USER_CALLS = '/api/permission/Users/Current';
/** One's own record: read it (`GET`), change one's own fields of it (`PUT`). */
export const BASE_INFO_PATH = `${CURRENT_USER_CALLS}/BaseInfo`;
/** `PUT`: make the picture one uploaded to `userAvatar` under `name` one's head. */
export const avatarPath = (name: string): string =>
  `${CURRENT_USER_CALLS}/Avatar/${encodeURIComponent(name)}`;
/** The stored name of an upload, from its download URL (`/api/file/Download/{type}/{name}`). */
export const uploadNameOf = (url: string): string => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/**
 * The platform's wire encodings that our schemas read directly (issue #16): its clients send a list of ids
 * as one comma-joined string (`copyIds: "u1,u2"`, `""` for none) where our app sends an array, and a list
 * of files as JSON text (`"[]"`, `""`). Form bodies' encodings (numbers as text, "name/account", labels)
 * need the database and are read at the server's door (server/modules/forms/platform-encodings.ts).
 */
import { z } from 'zod/mini';

/** A list sent as JSON text ('' for none) read as the list; anything else stays as it came. */
export function listFromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A list sent as an array or, by the platform's clients, as JSON text ('' or '[]' for none); bounded. */
export function listOrJsonText<T extends z.ZodMiniType>(item: T, max: number) {
  const list = z.array(item).check(z.maxLength(max));
  return z.pipe(
    z.pipe(
      z.union([list, z.string().check(z.maxLength(100_000))]),
      z.transform((v: string | z.output<T>[]): unknown => listFromJsonText(v)),
    ),
    list,
  );
}

/** The last segment of a file's URL: the platform's `name` and `fileId` of a file that has none. */
export const fileNameOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** A list of ids: an array, or the platform's comma-joined text; bounded like any id list. */
export function idList(max: number) {
  const ids = z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(max));
  const text = z.string().check(z.maxLength(max * 65));
  return z.pipe(
    z.pipe(
      z.union([ids, text]),
      z.transform((v: string[] | string) =>
        Array.isArray(v)
          ? v
          : v
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
      ),
    ),
    ids,
  );
}

/**
 * 常用 (`/api/app/Data`, the platform clients' favourites): `GET ?type=1|2` my favourite flows (1) or apps (2),
 * each with `objectData` (JSON text the clients spread over the item); `POST { objectType, objectId,
 * objectData }` adds one; `DELETE /{objectId}` removes it. `getFlowList` / `getDataList` are every flow / app
 * with `isData` (a favourite already). The apps are the business applications of their 应用 tab
 * (`/api/app/Menu`, `appMenu` below).
 */
export const APP_USUAL_PATH = '/api/app/Data';
export const APP_MENU_PATH = '/api/app/Menu';
/** The most favourites a person keeps of one type (their client stops at 11). */
export const MAX_USUAL = 50;
const usualType = z.enum(['1', '2']);
export const usualQuery = z.object({ type: usualType });
export const usualBody = z.object({
  objectType: usualType,
  objectId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** What the client saw of the item; we answer from the flow as it is now, so it is not kept. */
  objectData: z.optional(z.string().check(z.maxLength(8_000))),
});
export const usualItem = z.object({
  id: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  objectData: z.string(),
});
export const usualList = z.object({ list: z.array(usualItem) });

/**
 * A business application of their 应用 tab (`/api/app/Menu`; `getDataList` adds `isData`). Their clients
 * open `type` 2 at `urlAddress` (a page both they and we have), 3 as the online form `moduleId`, 7 as a
 * link; `propertyJson` is JSON text `{ iconBackgroundColor, moduleId }`, from which they draw the icon's
 * background (its `iconBackground` is replaced by it).
 */
export const appMenuItem = z.object({
  id: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  icon: z.string(),
  iconBackground: z.string(),
  type: z.number(),
  urlAddress: z.string(),
  propertyJson: z.string(),
  sortCode: z.number(),
  isData: z.optional(z.boolean()),
});
export type AppMenuItem = z.infer<typeof appMenuItem>;
/** The apps under their group (the tab's captions). */
export const appMenu = z.object({
  list: z.array(
    z.object({ id: z.string(), fullName: z.string(), icon: z.string(), children: z.array(appMenuItem) }),
  ),
});
export type AppMenu = z.infer<typeof appMenu>;
export const appMenuQuery = z.object({ keyword: z.optional(z.string().check(z.maxLength(50))) });

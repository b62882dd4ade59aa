/**
 * The wire's constants, written once and free of zod, so the worker and the service worker import the
 * values themselves instead of copying them: the headers every client sends, the bill-number and upload
 * paths. The schema modules (leave.ts, punch.ts, file.ts, system.ts) re-export them.
 */

/** Every state-changing call carries it: the same key twice is one write (ARCHITECTURE §4). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The device clock at send time (ms): the server measures the device's skew from it. */
export const DEVICE_TIME_HEADER = 'x-device-time';
/** Which client calls: the platform's clients send `jnpf-origin: app` (or `pc`). */
export const ORIGIN_HEADER = 'jnpf-origin';
export const APP_ORIGIN = 'app';

/**
 * How our app names itself in the chat socket's OnConnection. A socket that does not is one of the
 * platform's own clients and gets the platform's shapes (server/realtime/dialect.ts).
 */
export const OUR_SOCKET_CLIENT = 'hr-pwa';

/** `GET /api/system/BillRule/BillNumber/{enCode}` → the next number of that rule. */
export const BILL_NUMBER_PATH = '/api/system/BillRule/BillNumber';
export const billNumberPath = (rule: string): string => `${BILL_NUMBER_PATH}/${encodeURIComponent(rule)}`;

/**
 * The folder a file goes to (`POST /api/file/Uploader/{type}`): ours (annex, punch) and the platform
 * clients' (IM chat pictures, annexpic form pictures, workFlow attachments, userAvatar heads).
 */
export const UPLOAD_TYPES = ['annex', 'punch', 'IM', 'annexpic', 'workFlow', 'userAvatar'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_PATH = '/api/file/Uploader';
export const uploadPath = (type: UploadType): string => `${UPLOAD_PATH}/${type}`;
/** The multipart part that carries the file. */
export const UPLOAD_FIELD = 'file';

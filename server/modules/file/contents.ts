/**
 * Where an upload's bytes live. In the database row (PostgreSQL: every instance sees them), or, on the
 * embedded database, in files under DATA_DIR/uploads: PGlite runs on the event loop, and one 10 MB bytea
 * statement stalls every other request for half a second; the file system works off the loop.
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileContents, StoredName } from '../../ports';

const EMPTY = Buffer.alloc(0);

/** A row keeps its bytes in its column unless that is empty while the file is not (saved on disk). */
const onDisk = (file: { size: number; content: Buffer }) => file.size > 0 && file.content.length === 0;

/**
 * Written and flushed off the event loop before the row commits: the row never names bytes that a crash
 * could lose, and PGlite's own (synchronous) flush at commit does not wait for these megabytes to reach
 * the disk — with ext4's ordered journal it would, stalling every request behind it.
 */
async function writeDurably(path: string, bytes: Buffer): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Everything in the row's bytea column. */
export const inDatabase: FileContents = {
  save: async (_file, bytes) => bytes,
  discard: async () => {},
  open: (file) => file.content,
};

/**
 * Bytes under `dir/<type>/<fileName>` (the stored name is the server's own UUID, never the client's).
 * Rows stored in their column before (or by a database-backed instance) are still read from it.
 */
export function onDiskUnder(dir: string): FileContents {
  const pathOf = (file: StoredName) => join(dir, file.type, file.fileName);
  return {
    save: async (file, bytes) => {
      await mkdir(join(dir, file.type), { recursive: true });
      await writeDurably(pathOf(file), bytes);
      return EMPTY;
    },
    discard: (file) => rm(pathOf(file), { force: true }),
    open: (file) => (onDisk(file) ? createReadStream(pathOf(file)) : file.content),
  };
}

/** Brings a database up to date for serving: migrations, then the demo seed unless DEMO=0. */
import type { Config } from './config';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/index';

export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'demo' | 'demoSize'>,
): Promise<{ applied: string[]; seeded: number }> {
  const applied = await migrate(database);
  const seeded = config.demo ? await seedDemo(database, { size: config.demoSize }) : 0;
  return { applied, seeded };
}

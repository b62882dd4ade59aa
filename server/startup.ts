/**
 * Brings a database up to date for serving: migrations, the installation data (dictionaries, areas, bill
 * rules), then the demo seed unless DEMO=0.
 */
import type { Config } from './config';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/index';
import { seedInstallation } from './seed/installation';

export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'demo' | 'demoSize'>,
): Promise<{ applied: string[]; seeded: number }> {
  const applied = await migrate(database);
  await seedInstallation(database.db);
  const seeded = config.demo ? await seedDemo(database, { size: config.demoSize }) : 0;
  return { applied, seeded };
}

/** The punch sites are a reference dataset: `GET /api/apply/FieldPunch/Sites`, revalidated by ETag, replaced whole. */
import { describe, expect, it } from 'vitest';
import { PUNCH_SITES_PATH } from '../../../contract';
import { DATASETS } from '../../../workers/sync/datasets';
import { SITES } from './fixtures';

const sites = DATASETS.find((d) => d.name === 'punchSites');

describe('the punchSites dataset', () => {
  it('is fetched from the contract’s path with If-None-Match into the punchSites table', () => {
    expect(sites).toMatchObject({ url: PUNCH_SITES_PATH, mode: 'etag', tables: ['punchSites'] });
  });

  it('reads the contract’s bare list as the whole table', () => {
    expect(sites?.read(SITES)).toEqual({ full: true, rows: { punchSites: SITES } });
    expect(sites?.read([])).toEqual({ full: true, rows: { punchSites: [] } });
  });

  it('refuses an answer that does not fit the contract', () => {
    expect(() => sites?.read({ list: SITES })).toThrow(/punchSites/);
    expect(() => sites?.read([{ ...SITES[0], radius: '300' }])).toThrow(/punchSites/);
  });
});

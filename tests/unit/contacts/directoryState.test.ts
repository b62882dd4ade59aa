/** What the Address Book shows: loading, list, never-synced-and-offline, syncing, failed, empty. */
import { describe, expect, it } from 'vitest';
import { directoryState, type DirectoryFacts } from '../../../src/features/contacts/directoryState';

const facts = (over: Partial<DirectoryFacts>): DirectoryFacts => ({
  people: 0,
  fetchedAt: null,
  online: true,
  failed: false,
  ...over,
});

describe('directoryState', () => {
  it('loading while the local read runs', () => {
    expect(directoryState(facts({ people: undefined }))).toBe('loading');
  });
  it('the list as soon as anyone is stored, online or not', () => {
    expect(directoryState(facts({ people: 3, online: false }))).toBe('ready');
  });
  it('never fetched and offline: the empty state that asks to connect and pull down', () => {
    expect(directoryState(facts({ online: false }))).toBe('neverOffline');
  });
  it('never fetched and online: syncing, or failed after a failed refresh', () => {
    expect(directoryState(facts({}))).toBe('syncing');
    expect(directoryState(facts({ failed: true }))).toBe('failed');
  });
  it('fetched but nobody there: an empty directory', () => {
    expect(directoryState(facts({ fetchedAt: 1, online: false }))).toBe('empty');
  });
});

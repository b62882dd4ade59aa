/** A screen's required query parameters: absent, blank or outside their closed set counts as missing. */
import { describe, expect, it } from 'vitest';
import { missingParams } from '../../../src/app/screenParams';

const query = (text: string) => new URLSearchParams(text);

describe('the parameters a screen cannot open without', () => {
  it('the flow detail needs the task id; the category is optional', () => {
    expect(missingParams('flow-before', query(''))).toEqual(['id']);
    expect(missingParams('flow-before', query('id=%20'))).toEqual(['id']);
    expect(missingParams('flow-before', query('id=t1'))).toEqual([]);
  });

  it('the decision screen needs an action it knows', () => {
    expect(missingParams('flow-operate', query('id=t1&action=delete'))).toEqual(['action']);
    expect(missingParams('flow-operate', query('action=audit'))).toEqual(['id']);
    expect(missingParams('flow-operate', query('id=t1&action=reject'))).toEqual([]);
  });

  it('a screen with nothing required never misses anything', () => {
    expect(missingParams('tab-my', query(''))).toEqual([]);
  });
});

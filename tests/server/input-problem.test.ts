/**
 * The door's rules as a pure function (server/http/input-problem.ts): what no request may carry, and the
 * path each refusal names; everything an honest client sends passes.
 */
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, inputProblem } from '../../server/http/input-problem';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('inputProblem', () => {
  it('passes what the app sends: text in any script, emoji (surrogate pairs), numbers, nulls', () => {
    expect(inputProblem({ text: '请假 😀 ok', n: 1.5, none: null, list: [{ name: '附件.pdf' }] })).toBeNull();
  });

  it('names the path of a NUL or a lone surrogate, high or low', () => {
    expect(inputProblem({ fileJson: [{ name: 'a\u0000' }] })?.path).toBe('fileJson.0.name');
    expect(inputProblem({ remark: 'x\ud800' })?.path).toBe('remark');
    expect(inputProblem({ remark: '\udc00x' })?.path).toBe('remark');
    expect(inputProblem({ remark: '\udc00\ud800' })?.path).toBe('remark');
  });

  it('refuses a bad key, escaped so the message stays storable', () => {
    expect(inputProblem({ 'a\u0000': 1 })?.path).toBe('a\\u0000');
    expect(inputProblem(JSON.parse('{"__proto__": {"admin": true}}'))?.path).toBe('__proto__');
    expect(inputProblem({ constructor: { prototype: {} } })?.path).toBe('constructor');
  });

  it(`allows ${MAX_INPUT_DEPTH} levels of nesting, not one more, naming the top-level field`, () => {
    expect(inputProblem({ f: nested(MAX_INPUT_DEPTH - 1) })).toBeNull();
    expect(inputProblem({ f: nested(MAX_INPUT_DEPTH) })).toMatchObject({ path: 'f' });
  });

  it('walks 100,000 levels without recursion', () => {
    expect(inputProblem(nested(100_000))?.reason).toMatch(/嵌套过深/);
  });

  it('a bare string body is named by its part (empty path)', () => {
    expect(inputProblem('\u0000')).toMatchObject({ path: '' });
  });
});

/**
 * A page opened while signed out is returned to after sign-in (#30 item 4): only the app's own pages are
 * kept (never another origin, a protocol-relative address or the sign-in pages), and once taken it is gone.
 */
import { describe, expect, it } from 'vitest';
import { isReturnPath, rememberReturn, takeReturn } from '../../../src/session/returnTo';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('the page to return to', () => {
  it('is one of the app’s pages, with its query', () => {
    expect(isReturnPath('/pages/workFlow/flowBefore/index?id=t1&category=todo')).toBe(true);
    expect(isReturnPath('/pages/index/my')).toBe(true);
  });

  it('is never another origin, a protocol-relative address, a script or the sign-in pages', () => {
    for (const bad of [
      'https://evil.example/pages/x',
      '//evil.example/pages/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/api/oauth/Logout',
      '/pages/login/index',
      '/pages/dingLogin/index',
      '/pages/launch/index',
    ])
      expect(isReturnPath(bad), bad).toBe(false);
  });

  it('is taken once, and a refused one is never kept', () => {
    const store = memory();
    rememberReturn('https://evil.example/', store);
    expect(takeReturn(store)).toBeNull();
    rememberReturn('/pages/workFlow/flowTodo/index', store);
    expect(takeReturn(store)).toBe('/pages/workFlow/flowTodo/index');
    expect(takeReturn(store)).toBeNull();
  });
});

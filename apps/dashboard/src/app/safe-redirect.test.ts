import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeRedirectPath('/product-v3?page=2&q=kopi', '/home')).toBe('/product-v3?page=2&q=kopi');
  });

  it.each([
    'https://evil.example',
    '//evil.example/home',
    '/\\evil.example',
    'javascript:alert(1)',
    'home',
    '',
    null,
    undefined,
  ])('falls back for %s', (target) => {
    expect(safeRedirectPath(target, '/home')).toBe('/home');
  });
});

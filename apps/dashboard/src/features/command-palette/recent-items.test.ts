import { afterEach, describe, expect, it } from 'vitest';
import type { PaletteItem } from './palette-item';
import { readRecent, recentKey, rememberRecent } from './recent-items';

const page = (path: string): PaletteItem => ({
  id: `page:${path}`,
  kind: 'page',
  label: path,
  href: path,
});

afterEach(() => localStorage.clear());

describe('recent items', () => {
  it('keeps the five last chosen, newest first, each once', () => {
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/c']) rememberRecent('1', page(path));
    expect(readRecent('1').map((item) => item.href)).toEqual(['/c', '/f', '/e', '/d', '/b']);
  });

  it('keeps them per user', () => {
    rememberRecent('1', page('/home'));
    expect(readRecent('2')).toEqual([]);
  });

  it('reads broken storage as no recent items', () => {
    localStorage.setItem(recentKey('1'), '{oops');
    expect(readRecent('1')).toEqual([]);
    localStorage.setItem(recentKey('1'), JSON.stringify([{ id: 1 }, page('/home')]));
    expect(readRecent('1')).toEqual([page('/home')]);
  });
});

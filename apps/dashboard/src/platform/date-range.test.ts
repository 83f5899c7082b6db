import { describe, expect, it } from 'vitest';
import { checkDateRange, urlDateRange } from './date-range';

describe('checkDateRange', () => {
  it('accepts empty ends as no limit and an ordered range', () => {
    expect(checkDateRange('', '')).toEqual({ ok: true, from: null, to: null });
    expect(checkDateRange('2026-11-01', '')).toEqual({ ok: true, from: '2026-11-01', to: null });
    expect(checkDateRange('2026-11-01', '2026-11-01')).toEqual({
      ok: true,
      from: '2026-11-01',
      to: '2026-11-01',
    });
  });

  it('refuses a bad end and a reversed pair', () => {
    expect(checkDateRange('2026-2-3', '')).toEqual({ ok: false, refused: 'from' });
    expect(checkDateRange('', '2026-02-30')).toEqual({ ok: false, refused: 'to' });
    expect(checkDateRange('2026-11-30', '2026-11-20')).toEqual({ ok: false, refused: 'order' });
  });
});

describe('urlDateRange', () => {
  it('drops a reversed pair entirely and a bad end alone', () => {
    expect(urlDateRange(new URLSearchParams('from=2026-11-30&to=2026-11-20'))).toEqual({
      from: null,
      to: null,
    });
    expect(urlDateRange(new URLSearchParams('from=2026-13-01&to=2026-11-20'))).toEqual({
      from: null,
      to: '2026-11-20',
    });
  });
});

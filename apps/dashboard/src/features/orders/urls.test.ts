import { describe, expect, it } from 'vitest';
import { defaultOrderQuery, orderQueryToParams, parseOrderQuery, shipByQueueHref } from './urls';

describe('parseOrderQuery', () => {
  it('starts on Semua, page 1, size 15, oldest waiting first', () => {
    expect(parseOrderQuery(new URLSearchParams())).toEqual(defaultOrderQuery);
    expect(orderQueryToParams(defaultOrderQuery)).toEqual({
      page: '1',
      size: '15',
      status: '-1',
      sortBy: 'createdAt',
      sortDirection: 'asc',
    });
  });

  it('reads the notification link (page 1, size 25, status -1, q = order code)', () => {
    const query = parseOrderQuery(
      new URLSearchParams('page=1&size=25&status=-1&q=INV/20261121/101/000017'),
    );
    expect(query).toMatchObject({ page: 1, size: 25, status: -1, q: 'INV/20261121/101/000017' });
  });

  it('drops what the server would refuse: unknown status, bad numbers, loose dates, a reversed range', () => {
    const query = parseOrderQuery(
      new URLSearchParams('status=7&page=-2&size=abc&from=2026-2-3&to=2026-11-30&sortBy=x'),
    );
    expect(query).toMatchObject({
      status: -1,
      page: 1,
      size: 15,
      from: null,
      to: '2026-11-30',
      sort: 'createdAt:asc',
    });
    expect(parseOrderQuery(new URLSearchParams('from=2026-11-30&to=2026-11-01'))).toMatchObject({
      from: null,
      to: null,
    });
  });
});

describe('ship-by state in the URL', () => {
  it("keeps 'Kirim hari ini', 'Hampir terlambat' and the deadline sort, and drops anything else", () => {
    const query = parseOrderQuery(
      new URLSearchParams('shipBy=today&sortBy=shipBy&sortDirection=asc'),
    );
    expect(query).toMatchObject({ shipBy: 'today', sort: 'shipBy:asc' });
    expect(orderQueryToParams(query)).toMatchObject({ shipBy: 'today', sortBy: 'shipBy' });
    expect(parseOrderQuery(new URLSearchParams('shipBy=soon')).shipBy).toBe('soon');
    expect(parseOrderQuery(new URLSearchParams('shipBy=yesterday')).shipBy).toBeNull();
    expect(orderQueryToParams(defaultOrderQuery)).not.toHaveProperty('shipBy');
  });

  it("links home's card to the queue filtered to one window, soonest deadline first", () => {
    const url = new URL(shipByQueueHref('late'), 'http://x');
    expect(url.pathname).toBe('/transaction-v3');
    expect(parseOrderQuery(url.searchParams)).toMatchObject({ shipBy: 'late', sort: 'shipBy:asc' });
  });
});

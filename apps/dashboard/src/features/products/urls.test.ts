import { describe, expect, it } from 'vitest';
import {
  defaultListQuery,
  isNotificationArrival,
  listQueryRecord,
  parseListQuery,
  withFilter,
} from './urls';

describe('list query in the URL', () => {
  it('reads every list parameter the URL carries', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'page=3&size=25&q=Kopi&selectedTab=inactive&stockStatus=low-stock&productTypeId=21&sort=stock-asc',
      ),
    );
    expect(query).toEqual({
      page: 3,
      size: 25,
      q: 'Kopi',
      selectedTab: 'inactive',
      stockStatus: 'low-stock',
      productTypeId: 21,
      sort: 'stock-asc',
    });
  });

  it('falls back to the defaults for malformed values', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'page=-2&size=33&selectedTab=deleted&stockStatus=lots&productTypeId=1.5&sort=random',
      ),
    );
    expect(query).toEqual(defaultListQuery);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const query = {
      ...defaultListQuery,
      page: 2,
      q: '  Batik  ',
      stockStatus: 'out-of-stock' as const,
      productTypeId: 11,
    };
    const record = listQueryRecord(query);
    expect(record).toEqual({
      page: '2',
      q: 'Batik',
      stockStatus: 'out-of-stock',
      productTypeId: '11',
    });
    expect(parseListQuery(new URLSearchParams(record))).toEqual({ ...query, q: 'Batik' });
  });

  it('sends a filter change back to page 1', () => {
    expect(withFilter({ ...defaultListQuery, page: 9 }, { selectedTab: 'active' })).toMatchObject({
      page: 1,
      selectedTab: 'active',
    });
  });

  it('recognises the arrival from a product notification', () => {
    expect(isNotificationArrival(new URLSearchParams('source=notification&q=250%20gr'))).toBe(true);
    expect(isNotificationArrival(new URLSearchParams('q=250%20gr'))).toBe(false);
  });
});

import type { StockHistoryEntry } from '../product-types';

/** The story and test history of variant 5021 ('250 gr', stock 12), newest first; it adds up to 12. */
export const storyStockHistory: StockHistoryEntry[] = [
  {
    id: 905,
    changedAt: '2026-12-01T07:05:00Z',
    delta: 5,
    level: 12,
    source: 'grid',
    bulkFileId: null,
    reference: null,
  },
  {
    id: 904,
    changedAt: '2026-11-30T02:00:00Z',
    delta: -2,
    level: 7,
    source: 'order',
    bulkFileId: null,
    reference: 'INV/20261129/102/000031',
  },
  {
    id: 903,
    changedAt: '2026-11-28T09:30:00Z',
    delta: 4,
    level: 9,
    source: 'upload',
    bulkFileId: 10202,
    reference: 'variant-stock-102-2.xlsx',
  },
  {
    id: 902,
    changedAt: '2026-11-25T04:15:00Z',
    delta: -1,
    level: 5,
    source: 'offline',
    bulkFileId: null,
    reference: 'OFF/20261125/201/17',
  },
  {
    id: 901,
    changedAt: '2026-11-20T01:00:00Z',
    delta: 6,
    level: 6,
    source: 'replay',
    bulkFileId: null,
    reference: null,
  },
];

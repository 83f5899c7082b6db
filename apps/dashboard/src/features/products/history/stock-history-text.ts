import { formatNumber } from '@seller/design-system';
import { stockHistoryCopy } from './stock-history-copy';
import type { StockHistoryEntry } from '../product-types';

const copy = stockHistoryCopy;

/** Where a change came from, in the seller's words, with the file or code that names it. */
export function stockSourceText(entry: Pick<StockHistoryEntry, 'source' | 'reference'>): string {
  const label = copy.sources[entry.source];
  const named = entry.source === 'upload' || entry.source === 'offline' || entry.source === 'order';
  return named && entry.reference ? `${label} ${entry.reference}` : label;
}

/** '+5' or '−2' (a true minus sign, as money and figures are written elsewhere). */
export function stockDeltaText(delta: number): string {
  return `${delta > 0 ? '+' : '\u2212'}${formatNumber(Math.abs(delta))}`;
}

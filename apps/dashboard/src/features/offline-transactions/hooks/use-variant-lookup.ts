import { useCallback, useEffect, useRef, useState } from 'react';
import { useResource } from '../../../platform/data/use-resource';
import type { ScanCardProps, ScanMessage } from '../components/ScanCard';
import type { VariantSearchProps } from '../components/VariantSearch';
import { offlineCopy as copy } from '../copy';
import { findVariants, variantSearchRead } from '../offline-queries';
import type { OfflineScope, SellableVariant } from '../offline-scope';
import { variantLabel, type AddOutcome } from '../sale-cart';

/**
 * Finding what the customer buys: a scanned or typed SKU/barcode looked up in scan order, and a
 * search as the clerk types. `add` puts a variant on the ticket; the outcome is said by the scan field.
 * A retried scan calls `afterRetry`.
 */
export function useVariantLookup(
  scope: OfflineScope,
  add: (variant: SellableVariant) => AddOutcome,
  afterRetry: () => void,
): Omit<ScanCardProps, 'scanRef'> & VariantSearchProps {
  const [scanMessage, setScanMessage] = useState<ScanMessage | null>(null);
  const [search, setSearch] = useState('');
  // The search asked for: what is typed, once the clerk pauses.
  const [asked, setAsked] = useState('');
  const typed = search.trim();
  // The results stay while the next search loads, as the clerk keeps typing.
  const found = useResource(typed && asked ? variantSearchRead(scope, asked) : null, {
    keepData: true,
  });
  const scanQueue = useRef(Promise.resolve());

  // Search as the clerk types (debounced); a scanner's Enter goes through the scan field.
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), typed ? 250 : 0);
    return () => clearTimeout(timer);
  }, [typed]);

  const pick = useCallback(
    (variant: SellableVariant) => {
      const outcome = add(variant);
      const name = variantLabel(variant);
      if (outcome.kind !== 'noStock')
        setScanMessage({ tone: 'success', text: copy.scanAdded(name) });
      else
        setScanMessage({
          tone: 'danger',
          text:
            variant.stock < 1
              ? `${copy.outOfStock}: ${name}`
              : copy.stockReached(name, variant.stock),
        });
    },
    [add],
  );

  const scan = (code: string) => {
    // Scans are handled in the order they were read, even when the scanner is faster than the network.
    scanQueue.current = scanQueue.current.then(async () => {
      try {
        const [variant] = await findVariants(scope, { code });
        if (variant) pick(variant);
        else setScanMessage({ tone: 'danger', text: copy.scanNotFound(code) });
      } catch {
        setScanMessage({ tone: 'danger', text: copy.scanFailed(code), retryCode: code });
      }
    });
  };

  return {
    scanMessage,
    onScan: scan,
    onRetryScan: (code) => {
      setScanMessage(null);
      scan(code);
      afterRetry();
    },
    search,
    onSearchChange: setSearch,
    // 'failed' is kept apart from an empty answer: "not found" would send the clerk looking for the wrong cause.
    results: !typed || !asked ? null : found.status === 'error' ? 'failed' : found.data,
    onRetrySearch: found.retry,
    onAdd: pick,
  };
}

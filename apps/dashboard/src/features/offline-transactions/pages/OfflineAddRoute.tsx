import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useResource } from '../../../platform/data/use-resource';
import { NoStockist } from '../components/NoStockist';
import { offlineCopy as copy } from '../copy';
import { useOfflineSale } from '../hooks/use-offline-sale';
import { useOfflineScope, useOfflineUserId, usePendingSales } from '../hooks/use-offline-scope';
import { useVariantLookup } from '../hooks/use-variant-lookup';
import { offlineReasonsRead } from '../offline-queries';
import type { OfflineScope } from '../offline-scope';
import { wibToday } from '../sale-cart';
import { offlineListPath } from '../urls';
import { OfflineAddPage } from './OfflineAddPage';

/** /transaction-offline/add for the selected stockist. */
export function OfflineAddRoute() {
  const scope = useOfflineScope();
  const userId = useOfflineUserId();
  if (!scope) {
    const link = <Link to={offlineListPath}>{copy.listTitle}</Link>;
    return <NoStockist title={copy.addTitle} text={copy.noStockistAdd} link={link} />;
  }
  // A brand switch (confirmed on this page, §4) starts a new, empty sale for the new stockist.
  return <OfflineAddForStockist key={scope.stockistId} scope={scope} userId={userId} />;
}

/** One stockist's counter; `userId` is whom a sale that gets no answer is kept for. */
export function OfflineAddForStockist(props: { scope: OfflineScope; userId?: number | null }) {
  const { scope, userId = null } = props;
  const scanRef = useRef<HTMLInputElement>(null);
  // After a sale and a retried scan: the next item can be scanned right away.
  const focusScan = useCallback(() => scanRef.current?.focus(), []);
  const { add, ticket, onSubmit } = useOfflineSale(scope, userId, focusScan);
  const lookup = useVariantLookup(scope, add, focusScan);
  const reasons = useResource(offlineReasonsRead(scope));
  const pending = usePendingSales(scope.stockistId, userId);
  return (
    <OfflineAddPage
      {...ticket}
      {...lookup}
      today={wibToday()}
      scanRef={scanRef}
      reasons={reasons.data ?? []}
      reasonsFailed={reasons.status === 'error'}
      onSubmit={onSubmit}
      pending={pending}
    />
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResource } from '../../../platform/data/use-resource';
import { useOutboxOutcomes, type OutboxOutcome } from '../../../platform/outbox';
import { savePageQuery } from '../../../platform/persisted-state';
import { NoStockist } from '../components/NoStockist';
import { offlineCopy as copy } from '../copy';
import { useOfflineScope, useOfflineUserId, usePendingSales } from '../hooks/use-offline-scope';
import { offlineListRead, offlineSaleRead, refreshOfflineList } from '../offline-queries';
import type { OfflineScope } from '../offline-scope';
import { offlineSaleOutboxKind } from '../offline-writes';
import { offlineAddPath, offlineListPath, parseOfflineQuery, toSearchParams } from '../urls';
import { OfflineListPage } from './OfflineListPage';

/** /transaction-offline for the selected stockist. */
export function OfflineListRoute() {
  const scope = useOfflineScope();
  const userId = useOfflineUserId();
  // No stockist or a list of them: the sales belong to one stockist, so say which choice is missing.
  if (!scope) return <NoStockist title={copy.listTitle} text={copy.noStockistList} />;
  return <OfflineListForStockist key={scope.stockistId} scope={scope} userId={userId} />;
}

/**
 * One stockist's sales: the list state in the URL, the page and the detail read for it; the
 * sales kept on this device for `userId` are listed as pending.
 */
export function OfflineListForStockist(props: { scope: OfflineScope; userId?: number | null }) {
  const { scope, userId = null } = props;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = parseOfflineQuery(params);
  const queryKey = toSearchParams(query).toString();
  const list = useResource(offlineListRead(scope, query));
  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = useResource(detailId === null ? null : offlineSaleRead(scope, detailId));
  const pending = usePendingSales(scope.stockistId, userId);

  useEffect(() => {
    // §3 pageParams: the list comes back with these filters from the sidebar.
    savePageQuery(offlineListPath, Object.fromEntries(new URLSearchParams(queryKey)));
  }, [queryKey]);

  // A kept sale that lands belongs in the list (and its totals): ask for the page again.
  const onOutcome = useCallback(
    (outcome: OutboxOutcome) => {
      if (
        outcome.type === 'landed' &&
        outcome.entry.kind === offlineSaleOutboxKind &&
        outcome.entry.brandId === scope.stockistId
      )
        void refreshOfflineList(scope);
    },
    [scope],
  );
  useOutboxOutcomes(onOutcome);

  return (
    <OfflineListPage
      query={query}
      list={
        list.status === 'error'
          ? { status: 'error' }
          : list.data
            ? { status: 'ready', page: list.data }
            : { status: 'loading' }
      }
      pending={pending}
      detail={
        detailId === null ? null : detail.status === 'error' ? 'error' : (detail.data ?? 'loading')
      }
      onQueryChange={(next) => setParams(toSearchParams({ ...query, ...next }))}
      onResetFilters={() => setParams(new URLSearchParams())}
      onRetry={list.retry}
      onAdd={() => navigate(offlineAddPath)}
      onOpenDetail={setDetailId}
      onCloseDetail={() => setDetailId(null)}
    />
  );
}

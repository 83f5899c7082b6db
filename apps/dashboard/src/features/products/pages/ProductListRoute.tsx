import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToaster } from '@seller/design-system';
import { useResource } from '../../../platform/data/use-resource';
import { LaterPart, lazyPart } from '../../../platform/later-part';
import { useWhenIdle } from '../../../platform/use-when-idle';
import { SessionContext, useSessionSend } from '../../session/session-context';
import { productCopy, productListCopy } from '../copy';
import { useActivation } from '../hooks/use-activation';
import { useProductRequests } from '../hooks/use-product-requests';
import { useProductTypes } from '../hooks/use-product-types';
import { useStockEditor } from '../hooks/use-stock-editor';
import { productTypeOptions } from '../list/product-type-options';
import { useListUrlState } from '../list/use-list-url-state';
import type { VariantRow } from '../product-types';
import {
  lastKnownMultistockFlag,
  multistockFlagRead,
  multistockWithoutFlag,
  variantPageRead,
} from '../products-queries';
import type { ProductRequests } from '../products-writes';
import { addVariantPath, createPath, type ProductApiVersion } from '../urls';
import { ProductListPage } from './ProductListPage';

// Below the fold and mounted only after the first page: its code loads then too, so opening
// the list neither downloads nor evaluates it.
const BulkSection = lazyPart(() =>
  import('../bulk/BulkSection').then((module) => module.BulkSection),
);
const BulkEditSection = lazyPart(() =>
  import('../bulk-edit/BulkEditSection').then((module) => module.BulkEditSection),
);

/** Which v3 listing applies; null until /version has answered (v2 has only the one). */
function useMultistock(
  requests: ProductRequests | null,
  version: ProductApiVersion,
): boolean | null {
  const v3 = version === 'v3';
  const flag = useResource(requests && v3 ? multistockFlagRead(requests.scope) : null);
  if (!v3) return false;
  if (flag.status === 'success') return flag.data;
  return flag.status === 'error' ? multistockWithoutFlag : null;
}

/** Route container of the product list: URL state, calls and handlers for the view. */
function ProductListRoute({ version }: { version: ProductApiVersion }) {
  const requests = useProductRequests(version);
  const toaster = useToaster();
  const send = useSessionSend();
  const showVideoBanner = SessionContext.useSelector(
    (snapshot) => snapshot.context.showProductVideoBanner,
  );
  const { query, highlightVariantId, setQuery } = useListUrlState();
  const multistock = useMultistock(requests, version);
  // A page of rows is the biggest render of the list; as a transition React renders it in
  // slices and the main thread stays free for input between them.
  const read =
    requests && multistock !== null ? variantPageRead(requests.scope, query, multistock) : null;
  const list = useResource(read, { keepData: true, asTransition: true });
  // While the flag of a brand just switched to is asked, the hook still holds the last brand's page.
  const page = read ? list.data : null;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const types = useProductTypes(requests);
  const typeOptions = useMemo(() => productTypeOptions(types), [types]);

  const onStockSaved = useCallback(
    (count: number) =>
      toaster.show({ type: 'success', message: productListCopy.stockSaved(count) }),
    [toaster],
  );
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  const owner = useMemo(
    () => ({
      brandId: brandId !== null && !brandId.includes(',') ? Number(brandId) : null,
      userId: userId === null ? null : Number(userId),
    }),
    [brandId, userId],
  );
  const stock = useStockEditor(requests, onStockSaved, owner);
  const activation = useActivation(requests);

  // A selection belongs to the rows on screen; another page or filter starts afresh.
  useEffect(() => setSelected(new Set()), [query, requests]);
  // Drafts belong to the brand they were typed for; a brand switch drops them (§4 resets too).
  const { discard } = stock;
  useEffect(() => discard(), [requests, discard]);

  const rows = page?.rows ?? null;
  const showBulk = useWhenIdle(list.status !== 'loading' || rows !== null);
  const shownActive = useMemo(() => {
    const map = new Map<number, boolean>();
    for (const row of rows ?? []) map.set(row.id, activation.overrides.get(row.id) ?? row.isActive);
    return map;
  }, [rows, activation.overrides]);

  const onToggleActive = useCallback(
    ({ row, isActive }: { row: VariantRow; isActive: boolean }) =>
      void activation.setVariants([row.id], isActive, shownActive),
    [activation, shownActive],
  );

  const onSelectionActivation = useCallback(
    ({ isActive, scope }: { isActive: boolean; scope: 'variant' | 'product' }) => {
      const chosen = (rows ?? []).filter((row) => selected.has(row.id));
      if (scope === 'variant') {
        void activation.setVariants(
          chosen.map((row) => row.id),
          isActive,
          shownActive,
        );
        return;
      }
      const productIds = [...new Set(chosen.map((row) => row.productId))];
      const variantIds = (rows ?? [])
        .filter((row) => productIds.includes(row.productId))
        .map((row) => row.id);
      void activation.setProducts(productIds, variantIds, isActive, shownActive);
    },
    [activation, rows, selected, shownActive],
  );

  // The stock status filter belongs to the phase 1 listing. Until /version answers, the flag this
  // device saw last decides, and a device that never saw one leaves it out: a filter that showed
  // and then went away moved the list under it (the layout shift a cold load measured on phones).
  const stockStatusShown = (multistock ?? lastKnownMultistockFlag()) === false;

  return (
    <ProductListPage
      title={version === 'v3' ? productListCopy.listTitle : productListCopy.listTitleV2}
      query={query}
      status={list.status === 'success' ? 'ready' : list.status}
      errorMessage={list.errorMessage ?? undefined}
      rows={rows}
      metadata={page?.metadata ?? null}
      highlightVariantId={highlightVariantId}
      showStockStatus={stockStatusShown}
      productTypes={typeOptions}
      createHref={createPath(version)}
      addVariantHref={addVariantPath(version)}
      showVideoBanner={showVideoBanner}
      drafts={stock.drafts}
      results={stock.results}
      confirmed={stock.confirmed}
      queued={stock.queued}
      stockNotice={
        stock.queuedNotice ? productListCopy.stockQueued : (stock.outcomeNotice ?? undefined)
      }
      saving={stock.saving}
      activeOverrides={activation.overrides}
      activationNotice={activation.rolledBack.size > 0 ? productCopy.activationFailed : undefined}
      selected={selected}
      bulkSection={
        requests && showBulk ? (
          <>
            {version === 'v3' && (
              <LaterPart>
                <BulkEditSection requests={requests} query={query} />
              </LaterPart>
            )}
            <LaterPart>
              <BulkSection requests={requests} />
            </LaterPart>
          </>
        ) : null
      }
      onQueryChange={({ query: next }) => setQuery(next)}
      onRetry={list.retry}
      onDraftChange={({ variantId, value, original }) => stock.setDraft(variantId, value, original)}
      onSave={() => void stock.save()}
      onDiscard={stock.discard}
      onToggleActive={onToggleActive}
      onSelectionChange={({ selected: next }) => setSelected(next)}
      onSelectionActivation={onSelectionActivation}
      onDismissVideoBanner={() => send({ type: 'session.hideProductVideoBanner' })}
    />
  );
}

export function ProductListV3Route() {
  return <ProductListRoute version="v3" />;
}

export function ProductListV2Route() {
  return <ProductListRoute version="v2" />;
}

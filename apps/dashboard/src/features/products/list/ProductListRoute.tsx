import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToaster } from '@seller/design-system';
import { useApi } from '../../../platform/api-context';
import { LaterPart, lazyPart } from '../../../platform/later-part';
import { useWhenIdle } from '../../../platform/use-when-idle';
import { SessionContext, useSessionSend } from '../../session/session-context';
import { lastKnownMultistockFlag, readMultistockFlag } from '../api/multistock-flag';
import type { VariantRow } from '../api/product-types';
import { productCopy } from '../copy';
import { useActivation } from '../hooks/use-activation';
import { useProductRequests } from '../hooks/use-product-requests';
import { useProductTypes } from '../hooks/use-product-types';
import { useStockEditor } from '../hooks/use-stock-editor';
import { useVariantPage } from '../hooks/use-variant-page';
import { addVariantPath, createPath, type ProductApiVersion } from '../product-paths';
import { ProductListPage } from './ProductListPage';
import { productTypeOptions } from './product-type-options';
import { useListUrlState } from './use-list-url-state';

// Below the fold and mounted only after the first page: its code loads then too, so opening
// the list neither downloads nor evaluates it.
const BulkSection = lazyPart(() =>
  import('../bulk/BulkSection').then((module) => module.BulkSection),
);

function useMultistock(version: ProductApiVersion): boolean | null {
  const api = useApi();
  const [flag, setFlag] = useState<boolean | null>(version === 'v2' ? false : null);
  useEffect(() => {
    if (version === 'v2') return;
    let current = true;
    void readMultistockFlag(api).then((value) => {
      if (current) setFlag(value);
    });
    return () => {
      current = false;
    };
  }, [api, version]);
  return flag;
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
  const multistock = useMultistock(version);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  const state = useVariantPage(requests, query, multistock, reloadKey);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const types = useProductTypes(requests);
  const typeOptions = useMemo(() => productTypeOptions(types), [types]);

  const onStockSaved = useCallback(
    (count: number) => toaster.show({ type: 'success', message: productCopy.stockSaved(count) }),
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
  const activation = useActivation(requests, reload);

  // A selection belongs to the rows on screen; another page or filter starts afresh.
  useEffect(() => setSelected(new Set()), [query, requests]);
  // Drafts belong to the brand they were typed for; a brand switch drops them (§4 resets too).
  const { discard } = stock;
  useEffect(() => discard(), [requests, discard]);

  const rows = state.page?.rows ?? null;
  const showBulk = useWhenIdle(state.status !== 'loading' || rows !== null);
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
      title={version === 'v3' ? productCopy.listTitle : productCopy.listTitleV2}
      query={query}
      status={requests === null ? 'loading' : state.status}
      errorMessage={state.status === 'error' ? state.message : undefined}
      rows={rows}
      metadata={state.page?.metadata ?? null}
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
      stockNotice={stock.queuedNotice ? productCopy.stockQueued : undefined}
      saving={stock.saving}
      activeOverrides={activation.overrides}
      activationNotice={activation.rolledBack.size > 0 ? productCopy.activationFailed : undefined}
      selected={selected}
      bulkSection={
        requests && showBulk ? (
          <LaterPart>
            <BulkSection requests={requests} onApplied={reload} />
          </LaterPart>
        ) : null
      }
      onQueryChange={({ query: next }) => setQuery(next)}
      onRetry={reload}
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

import { useCallback, useState } from 'react';
import type { ProductRequests } from '../products-writes';
import { fetchProduct, refreshProductList } from '../products-queries';

export interface Activation {
  /** Shown state per variant id while a change is on its way (optimistic). */
  overrides: ReadonlyMap<number, boolean>;
  /** Ids whose last change was rolled back. */
  rolledBack: ReadonlySet<number>;
  setVariants: (
    ids: number[],
    isActive: boolean,
    previous: ReadonlyMap<number, boolean>,
  ) => Promise<void>;
  setProducts: (
    productIds: number[],
    variantIds: number[],
    isActive: boolean,
    previous: ReadonlyMap<number, boolean>,
  ) => Promise<void>;
}

/**
 * Activation with the result on screen at once: the switch flips before the call, and flips
 * back (with a notice) when the call fails. A success refreshes the list, so a row that no longer
 * matches the active or inactive tab leaves it.
 */
export function useActivation(requests: ProductRequests | null): Activation {
  const [overrides, setOverrides] = useState<Map<number, boolean>>(new Map());
  const [rolledBack, setRolledBack] = useState<Set<number>>(new Set());

  const run = useCallback(
    async (
      shownIds: number[],
      isActive: boolean,
      previous: ReadonlyMap<number, boolean>,
      call: () => Promise<unknown>,
    ) => {
      setRolledBack((current) => new Set([...current].filter((id) => !shownIds.includes(id))));
      setOverrides((current) => {
        const next = new Map(current);
        for (const id of shownIds) next.set(id, isActive);
        return next;
      });
      try {
        await call();
        if (requests) void refreshProductList(requests.scope);
      } catch {
        setOverrides((current) => {
          const next = new Map(current);
          for (const id of shownIds) next.set(id, previous.get(id) ?? !isActive);
          return next;
        });
        setRolledBack((current) => new Set([...current, ...shownIds]));
      }
    },
    [requests],
  );

  const setVariants = useCallback(
    async (ids: number[], isActive: boolean, previous: ReadonlyMap<number, boolean>) => {
      if (!requests || ids.length === 0) return;
      await run(ids, isActive, previous, () => requests.setVariantActivation(ids, isActive));
    },
    [requests, run],
  );

  const setProducts = useCallback(
    async (
      productIds: number[],
      variantIds: number[],
      isActive: boolean,
      previous: ReadonlyMap<number, boolean>,
    ) => {
      if (!requests || productIds.length === 0) return;
      // A product switched off takes its variants off the shelf with it.
      await run(variantIds, isActive, previous, async () => {
        await requests.setProductActivation(productIds, isActive);
        const details = await Promise.all(productIds.map((id) => fetchProduct(requests.scope, id)));
        const allVariantIds = details.flatMap((detail) =>
          detail.variants.map((variant) => variant.id),
        );
        if (allVariantIds.length > 0) await requests.setVariantActivation(allVariantIds, isActive);
      });
    },
    [requests, run],
  );

  return { overrides, rolledBack, setVariants, setProducts };
}

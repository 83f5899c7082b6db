import { fromPromise } from 'xstate';
import { unwrap, type ApiClients } from '@seller/api-types';
import {
  brandSwitchMachine,
  type FetchOrderCountInput,
  type FetchProductQuestionCountInput,
  type OrderStatusTotal,
  type ProductQuestionCount,
} from '@seller/machines';
import { afterPageSettled } from '../../platform/page-settled';
import { afterNextPaint } from '@seller/design-system';
import { writePersisted } from '../../platform/persisted-state';
import { writePromotionCookie } from '../../platform/session-cookies';
import type { TenantType } from '../../platform/tenant-profile';

export interface BrandSwitchEffects {
  api: ApiClients;
  tenant: TenantType;
  /** Makes the brand current in the session (brand data and the stored brandId follow). */
  selectBrand: (brandId: string) => void;
  /** The seller asked for onboarding of the new brand (§4). */
  requestOnboarding: (brandId: string) => void;
  notifySuccess: (message: string) => void;
  track: (brandId: string) => void;
}

/**
 * The sidebar's counts are not part of any first screen: they wait for it to paint. A brand
 * switch asks for them in the click that picked the brand: they wait for that click's paint too,
 * and leave the click's task to closing the list.
 */
async function countsMayStart(): Promise<void> {
  await afterPageSettled();
  await new Promise<void>((resume) => afterNextPaint(resume));
}

/** The brand switch with its effects bound to the session, the API and the browser. */
export function provideBrandSwitchMachine(effects: BrandSwitchEffects) {
  return brandSwitchMachine.provide({
    actors: {
      // A refresh asked for while a call waits (a page wanting fresh counts) replaces it, not joins it.
      fetchOrderCount: fromPromise<readonly OrderStatusTotal[], FetchOrderCountInput>(
        async ({ input, signal }) => {
          await countsMayStart();
          signal.throwIfAborted();
          const count = await unwrap(
            effects.api.admin.GET('/admin/order-list/v2/count', {
              params: { query: { brandId: Number(input.brandId) } },
              signal,
            }),
          );
          return count.data.totalTransaction;
        },
      ),
      fetchProductQuestionCount: fromPromise<ProductQuestionCount, FetchProductQuestionCountInput>(
        async ({ input, signal }) => {
          await countsMayStart();
          signal.throwIfAborted();
          const summary = await unwrap(
            effects.api.product.GET('/v3/{tenant}/question/summary', {
              params: {
                path: { tenant: effects.tenant },
                query: { brandId: Number(input.brandId) },
              },
              signal,
            }),
          );
          return summary.data;
        },
      ),
    },
    actions: {
      applyBrand: (_, { brandId }) => {
        if (brandId === null) return;
        effects.selectBrand(brandId);
        effects.track(brandId);
      },
      // The session empties brand data itself when the id is a list (session.selectBrand).
      clearBrandData: () => {},
      // The dropdown shows the session's brand, which never changed: nothing to put back.
      restorePreviousBrand: () => {},
      requestOnboarding: (_, { brandId }) => {
        if (brandId !== null) effects.requestOnboarding(brandId);
      },
      setPromotionFlag: () => {
        writePersisted('promotion', true);
        writePromotionCookie(true);
      },
      notifySuccess: (_, { message }) => effects.notifySuccess(message),
      logError: (_, { error }) => console.error(error),
    },
  });
}

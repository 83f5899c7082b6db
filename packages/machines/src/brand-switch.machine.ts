import { and, assign, raise, setup } from 'xstate';
import { EMPTY_PRODUCT_QUESTION_COUNT, sumActiveTransactions } from './counts';
import type { OrderStatusTotal, ProductQuestionCount } from './counts';
import { isBrandIdList, isCreateOrVariantPath } from './paths';
import { providedPromise } from './provided';

/** The confirmation shown before leaving a create or variant page (spec §4, verbatim). */
export const BRAND_SWITCH_CONFIRMATION = {
  title: 'Warning',
  text: 'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
} as const;

/** Success message after a confirmed switch (spec §4, verbatim). */
export const BRAND_RESET_COMPLETED_MESSAGE = 'Reset completed';

export interface BrandSwitchInput {
  brandId: string | null;
  pathname: string;
  /** Configuration flag that allows onboarding (spec §6). */
  onboardingAllowed: boolean;
  /** The four order statuses whose totals make the active-transaction count (configured, spec §4). */
  activeTransactionStatuses: readonly number[];
}

export interface BrandSwitchContext {
  brandId: string | null;
  /** The brand chosen in the dropdown while the confirmation is open. */
  pendingBrandId: string | null;
  pathname: string;
  onboardingAllowed: boolean;
  activeTransactionStatuses: readonly number[];
  activeTransactionCount: number;
  productQuestionCount: ProductQuestionCount;
}

export type BrandSwitchEvent =
  | { type: 'brand.select'; brandId: string }
  | { type: 'brand.confirm' }
  | { type: 'brand.cancel' }
  | { type: 'brand.refreshCounts' }
  | { type: 'route.changed'; pathname: string };

export interface FetchOrderCountInput {
  brandId: string;
}
export interface FetchProductQuestionCountInput {
  brandId: string;
}

/**
 * Switching the current brand (spec §4). On a create or variant page it asks first; OK
 * switches and reports 'Reset completed', Cancel restores the previous brand. Elsewhere it
 * switches at once, fetches onboarding if allowed and sets the promotion flag. Every switch
 * zeroes the active-transaction and product-question counts and refetches them; the counts
 * region restarts on each switch, so an earlier brand's late answer is dropped.
 */
export const brandSwitchMachine = setup({
  types: {
    input: {} as BrandSwitchInput,
    context: {} as BrandSwitchContext,
    events: {} as BrandSwitchEvent,
  },
  actors: {
    fetchOrderCount: providedPromise<readonly OrderStatusTotal[], FetchOrderCountInput>(
      'fetchOrderCount',
    ),
    fetchProductQuestionCount: providedPromise<
      ProductQuestionCount,
      FetchProductQuestionCountInput
    >('fetchProductQuestionCount'),
  },
  actions: {
    assignPendingBrand: assign({
      pendingBrandId: ({ context, event }) =>
        event.type === 'brand.select' ? event.brandId : context.pendingBrandId,
    }),
    clearPendingBrand: assign({ pendingBrandId: () => null }),
    switchToBrand: assign((_, params: { brandId: string | null }) => ({
      brandId: params.brandId,
      pendingBrandId: null,
      activeTransactionCount: 0,
      productQuestionCount: EMPTY_PRODUCT_QUESTION_COUNT,
    })),
    assignPathname: assign({
      pathname: ({ context, event }) =>
        event.type === 'route.changed' ? event.pathname : context.pathname,
    }),
    assignActiveTransactionCount: assign(
      ({ context }, params: { totals: readonly OrderStatusTotal[] }) => ({
        activeTransactionCount: sumActiveTransactions(
          params.totals,
          context.activeTransactionStatuses,
        ),
      }),
    ),
    assignProductQuestionCount: assign((_, params: { count: ProductQuestionCount }) => ({
      productQuestionCount: params.count,
    })),
    requestCountRefresh: raise({ type: 'brand.refreshCounts' }),
    /** Makes the brand current in the session (brand data, stored brandId). */
    applyBrand: (_, _params: { brandId: string | null }) => {},
    /** The brand id names several brands: the current brand data is emptied (spec §4). */
    clearBrandData: () => {},
    /** Puts the dropdown back on the brand that stays current. */
    restorePreviousBrand: (_, _params: { brandId: string | null }) => {},
    requestOnboarding: (_, _params: { brandId: string | null }) => {},
    /** Sets the `promotion` flag and cookie to true. */
    setPromotionFlag: () => {},
    notifySuccess: (_, _params: { message: string }) => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOtherBrand: ({ context, event }) =>
      event.type === 'brand.select' && event.brandId !== context.brandId,
    isOnCreateOrVariantPath: ({ context }) => isCreateOrVariantPath(context.pathname),
    isBrandListSelected: ({ event }) =>
      event.type === 'brand.select' && isBrandIdList(event.brandId),
    isPendingBrandList: ({ context }) => isBrandIdList(context.pendingBrandId),
    isOnboardingAllowed: ({ context }) => context.onboardingAllowed,
    // A list of brands has no counts of its own, so they stay at zero instead of being fetched.
    hasSingleBrand: ({ context }) => context.brandId !== null && !isBrandIdList(context.brandId),
  },
}).createMachine({
  id: 'brandSwitch',
  type: 'parallel',
  context: ({ input }) => ({
    brandId: input.brandId,
    pendingBrandId: null,
    pathname: input.pathname,
    onboardingAllowed: input.onboardingAllowed,
    activeTransactionStatuses: input.activeTransactionStatuses,
    activeTransactionCount: 0,
    productQuestionCount: EMPTY_PRODUCT_QUESTION_COUNT,
  }),
  on: { 'route.changed': { actions: 'assignPathname' } },
  states: {
    selection: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'brand.select': [
              {
                guard: and(['isOtherBrand', 'isOnCreateOrVariantPath']),
                target: 'confirming',
                actions: 'assignPendingBrand',
              },
              {
                guard: and(['isOtherBrand', 'isBrandListSelected']),
                actions: [
                  { type: 'switchToBrand', params: ({ event }) => ({ brandId: event.brandId }) },
                  { type: 'applyBrand', params: ({ event }) => ({ brandId: event.brandId }) },
                  'clearBrandData',
                ],
              },
              {
                guard: and(['isOtherBrand', 'isOnboardingAllowed']),
                actions: [
                  { type: 'switchToBrand', params: ({ event }) => ({ brandId: event.brandId }) },
                  { type: 'applyBrand', params: ({ event }) => ({ brandId: event.brandId }) },
                  {
                    type: 'requestOnboarding',
                    params: ({ event }) => ({ brandId: event.brandId }),
                  },
                  'setPromotionFlag',
                  'requestCountRefresh',
                ],
              },
              {
                guard: 'isOtherBrand',
                actions: [
                  { type: 'switchToBrand', params: ({ event }) => ({ brandId: event.brandId }) },
                  { type: 'applyBrand', params: ({ event }) => ({ brandId: event.brandId }) },
                  'setPromotionFlag',
                  'requestCountRefresh',
                ],
              },
            ],
          },
        },
        confirming: {
          meta: { dialog: BRAND_SWITCH_CONFIRMATION },
          on: {
            'brand.confirm': [
              {
                guard: 'isPendingBrandList',
                target: 'idle',
                actions: [
                  {
                    type: 'applyBrand',
                    params: ({ context }) => ({ brandId: context.pendingBrandId }),
                  },
                  {
                    type: 'switchToBrand',
                    params: ({ context }) => ({ brandId: context.pendingBrandId }),
                  },
                  'clearBrandData',
                  { type: 'notifySuccess', params: { message: BRAND_RESET_COMPLETED_MESSAGE } },
                ],
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'applyBrand',
                    params: ({ context }) => ({ brandId: context.pendingBrandId }),
                  },
                  {
                    type: 'switchToBrand',
                    params: ({ context }) => ({ brandId: context.pendingBrandId }),
                  },
                  { type: 'notifySuccess', params: { message: BRAND_RESET_COMPLETED_MESSAGE } },
                  'requestCountRefresh',
                ],
              },
            ],
            'brand.cancel': {
              target: 'idle',
              actions: [
                'clearPendingBrand',
                {
                  type: 'restorePreviousBrand',
                  params: ({ context }) => ({ brandId: context.brandId }),
                },
              ],
            },
          },
        },
      },
    },
    counts: {
      initial: 'starting',
      on: {
        'brand.refreshCounts': [
          { guard: 'hasSingleBrand', target: '.loading' },
          { target: '.idle' },
        ],
      },
      states: {
        starting: {
          always: [{ guard: 'hasSingleBrand', target: 'loading' }, { target: 'idle' }],
        },
        idle: {},
        loading: {
          type: 'parallel',
          onDone: 'idle',
          states: {
            activeTransactions: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'fetchOrderCount',
                    src: 'fetchOrderCount',
                    input: ({ context }) => ({ brandId: context.brandId ?? '' }),
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'assignActiveTransactionCount',
                        params: ({ event }) => ({ totals: event.output }),
                      },
                    },
                    onError: {
                      target: 'done',
                      actions: {
                        type: 'logError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            productQuestions: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'fetchProductQuestionCount',
                    src: 'fetchProductQuestionCount',
                    input: ({ context }) => ({ brandId: context.brandId ?? '' }),
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'assignProductQuestionCount',
                        params: ({ event }) => ({ count: event.output }),
                      },
                    },
                    onError: {
                      target: 'done',
                      actions: {
                        type: 'logError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
          },
        },
      },
    },
  },
});

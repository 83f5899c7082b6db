import { and, assign, not, raise, setup } from 'xstate';
import { ONBOARD_RESULT_RESET_MS } from './constants';
import type { TenantType } from './entities';
import { providedPromise } from './provided';

/** Onboarding announcement (spec §3). */
export interface OnboardingAnnouncement {
  brandId: string;
  announcementId: string;
  isRead: boolean;
  readBy?: string | null;
  label?: string;
  additionalInfo?: { title: string; content: string; urlEdu: string };
}

/** Announcement popup shown as the promotion banner (spec §3). */
export interface AnnouncementPopup {
  id: string;
  informationName: string;
  linkUrl: string;
  imageUrl: string;
}

export interface OnboardingPromotionInput {
  brandId: string | null;
  tenantType: TenantType;
  /** Configuration flag that allows onboarding (spec §6). */
  onboardingAllowed: boolean;
  /** The onboard flag in local storage. */
  onboardFlag: boolean;
  /** The `promotion` flag (also a cookie). */
  promotionFlag: boolean;
  /**
   * Whether the seller is on the landing page (/home or the first menu page). The dialog and
   * the banner show there only, never over a form the seller has started (issue 16).
   */
  onLandingPage: boolean;
}

export interface OnboardingPromotionContext extends OnboardingPromotionInput {
  loadingFinished: boolean;
  hasUser: boolean;
  onboarding: OnboardingAnnouncement | null;
  banner: AnnouncementPopup | null;
}

export type OnboardingPromotionEvent =
  | { type: 'onboarding.start'; hasUser: boolean }
  | {
      type: 'onboarding.brandChanged';
      brandId: string;
      /**
       * The promotion flag as the brand switch left it: set true by a direct switch, unchanged
       * after the confirmation on a create / variant page (spec §4).
       */
      promotionFlag: boolean;
    }
  | { type: 'onboarding.pageChanged'; landing: boolean }
  | { type: 'onboarding.close' }
  | { type: 'onboarding.openGuide' }
  | { type: 'onboarding.updateSucceeded' }
  | { type: 'onboarding.updateFailed' }
  | { type: 'promotion.close' }
  | { type: 'promotion.openLink' };

export interface FetchOnboardingInput {
  brandId: string | null;
}
export interface MarkOnboardingReadInput {
  announcement: OnboardingAnnouncement;
}
export interface FetchPromotionBannerInput {
  brandId: string | null;
}

/** The onboarding rule of spec §4. */
export function shouldShowOnboarding(
  context: Pick<
    OnboardingPromotionContext,
    'onboarding' | 'onboardFlag' | 'loadingFinished' | 'hasUser'
  >,
): boolean {
  return (
    context.onboarding !== null &&
    !context.onboarding.isRead &&
    context.onboardFlag &&
    context.loadingFinished &&
    context.hasUser
  );
}

/**
 * Onboarding, then promotion (spec §4, §6, §8). Onboarding shows by the rule above and logs a
 * view; closing clears the local onboard flag and opens the promotion flow; the guide marks it
 * read and closes on success. The banner shows only for partners with the promotion flag set,
 * after onboarding; closing it clears the flag; a failed load hides it. The update result
 * returns to idle after 3000 ms.
 */
export const onboardingPromotionMachine = setup({
  types: {
    input: {} as OnboardingPromotionInput,
    context: {} as OnboardingPromotionContext,
    events: {} as OnboardingPromotionEvent,
  },
  actors: {
    fetchOnboarding: providedPromise<OnboardingAnnouncement | null, FetchOnboardingInput>(
      'fetchOnboarding',
    ),
    markOnboardingRead: providedPromise<unknown, MarkOnboardingReadInput>('markOnboardingRead'),
    fetchPromotionBanner: providedPromise<AnnouncementPopup | null, FetchPromotionBannerInput>(
      'fetchPromotionBanner',
    ),
  },
  actions: {
    assignLoaded: assign({
      loadingFinished: () => true,
      hasUser: ({ context, event }) =>
        event.type === 'onboarding.start' ? event.hasUser : context.hasUser,
    }),
    assignBrand: assign({
      brandId: ({ context, event }) =>
        event.type === 'onboarding.brandChanged' ? event.brandId : context.brandId,
      promotionFlag: ({ context, event }) =>
        event.type === 'onboarding.brandChanged' ? event.promotionFlag : context.promotionFlag,
      onboarding: () => null,
      banner: () => null,
    }),
    assignOnboarding: assign((_, params: { onboarding: OnboardingAnnouncement | null }) => ({
      onboarding: params.onboarding,
    })),
    markOnboardingReadLocally: assign({
      onboarding: ({ context }) =>
        context.onboarding ? { ...context.onboarding, isRead: true } : null,
    }),
    assignBanner: assign((_, params: { banner: AnnouncementPopup | null }) => ({
      banner: params.banner,
    })),
    assignLandingPage: assign({
      onLandingPage: ({ context, event }) =>
        event.type === 'onboarding.pageChanged' ? event.landing : context.onLandingPage,
    }),
    clearOnboardFlag: assign({ onboardFlag: () => false }),
    clearPromotionFlag: assign({ promotionFlag: () => false, banner: () => null }),
    reportUpdateSucceeded: raise({ type: 'onboarding.updateSucceeded' }),
    reportUpdateFailed: raise({ type: 'onboarding.updateFailed' }),
    /** Analytics: the onboarding popup was seen. */
    logOnboardingView: (_, _params: { announcement: OnboardingAnnouncement | null }) => {},
    /** Writes the local onboard flag. */
    storeOnboardFlag: (_, _params: { value: boolean }) => {},
    /** Writes the `promotion` flag and cookie. */
    storePromotionFlag: (_, _params: { value: boolean }) => {},
    /** Console only; banner and notification failures are never shown (spec §8). */
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isLoadingFinished: ({ context }) => context.loadingFinished,
    isOnLandingPage: ({ context }) => context.onLandingPage,
    isOnboardingAllowed: ({ context }) => context.onboardingAllowed,
    shouldShowOnboarding: ({ context }) => shouldShowOnboarding(context),
    canShowPromotion: ({ context }) => context.promotionFlag && context.tenantType === 'partner',
    hasBanner: ({ event }) =>
      'output' in event && event.output !== null && event.output !== undefined,
  },
  delays: {
    onboardResultReset: ONBOARD_RESULT_RESET_MS,
  },
}).createMachine({
  id: 'onboardingPromotion',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    loadingFinished: false,
    hasUser: false,
    onboarding: null,
    banner: null,
  }),
  on: {
    'onboarding.pageChanged': { actions: 'assignLandingPage' },
  },
  states: {
    flow: {
      initial: 'waiting',
      on: {
        'onboarding.brandChanged': { target: '.starting', actions: 'assignBrand' },
      },
      states: {
        waiting: {
          on: { 'onboarding.start': { target: 'starting', actions: 'assignLoaded' } },
        },
        starting: {
          always: [
            { guard: not('isLoadingFinished'), target: 'waiting' },
            { guard: not('isOnLandingPage'), target: 'awaitingLanding' },
            { target: 'checkingAllowed' },
          ],
        },
        /** Off the landing page: nothing is fetched or shown until the seller is back there. */
        awaitingLanding: {
          always: { guard: 'isOnLandingPage', target: 'starting' },
        },
        checkingAllowed: {
          always: [
            { guard: 'isOnboardingAllowed', target: 'fetchingOnboarding' },
            { target: 'promotion' },
          ],
        },
        fetchingOnboarding: {
          invoke: {
            id: 'fetchOnboarding',
            src: 'fetchOnboarding',
            input: ({ context }) => ({ brandId: context.brandId }),
            onDone: {
              target: 'deciding',
              actions: {
                type: 'assignOnboarding',
                params: ({ event }) => ({ onboarding: event.output }),
              },
            },
            onError: {
              target: 'promotion',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        deciding: {
          always: [
            // The seller left the landing page while the announcement loaded.
            { guard: not('isOnLandingPage'), target: 'awaitingLanding' },
            { guard: 'shouldShowOnboarding', target: 'onboarding' },
            { target: 'promotion' },
          ],
        },
        onboarding: {
          initial: 'showing',
          entry: {
            type: 'logOnboardingView',
            params: ({ context }) => ({ announcement: context.onboarding }),
          },
          states: {
            showing: {
              on: {
                'onboarding.close': {
                  target: '#onboardingPromotion.flow.promotion',
                  actions: [
                    'clearOnboardFlag',
                    { type: 'storeOnboardFlag', params: { value: false } },
                  ],
                },
                'onboarding.openGuide': 'markingRead',
              },
            },
            markingRead: {
              invoke: {
                id: 'markOnboardingRead',
                src: 'markOnboardingRead',
                input: ({ context }) => ({
                  announcement: context.onboarding as OnboardingAnnouncement,
                }),
                onDone: {
                  target: '#onboardingPromotion.flow.promotion',
                  actions: ['markOnboardingReadLocally', 'reportUpdateSucceeded'],
                },
                onError: {
                  target: 'showing',
                  actions: [
                    { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    'reportUpdateFailed',
                  ],
                },
              },
            },
          },
        },
        promotion: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: 'canShowPromotion', target: 'fetchingBanner' },
                { target: 'hidden' },
              ],
            },
            fetchingBanner: {
              invoke: {
                id: 'fetchPromotionBanner',
                src: 'fetchPromotionBanner',
                input: ({ context }) => ({ brandId: context.brandId }),
                onDone: [
                  {
                    guard: and(['hasBanner', not('isOnLandingPage')]),
                    target: '#onboardingPromotion.flow.awaitingLanding',
                  },
                  {
                    guard: 'hasBanner',
                    target: 'showing',
                    actions: {
                      type: 'assignBanner',
                      params: ({ event }) => ({ banner: event.output }),
                    },
                  },
                  { target: 'hidden' },
                ],
                onError: {
                  target: 'hidden',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            showing: {
              on: {
                'promotion.close': {
                  target: 'hidden',
                  actions: [
                    'clearPromotionFlag',
                    { type: 'storePromotionFlag', params: { value: false } },
                  ],
                },
                'promotion.openLink': {
                  target: 'hidden',
                  actions: [
                    'clearPromotionFlag',
                    { type: 'storePromotionFlag', params: { value: false } },
                  ],
                },
              },
            },
            hidden: {},
          },
        },
      },
    },
    updateResult: {
      initial: 'idle',
      on: {
        'onboarding.updateSucceeded': '.success',
        'onboarding.updateFailed': '.error',
      },
      states: {
        idle: {},
        success: { after: { onboardResultReset: 'idle' } },
        error: { after: { onboardResultReset: 'idle' } },
      },
    },
  },
});

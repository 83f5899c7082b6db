import { fromPromise } from 'xstate';
import { HIDE_ERROR_HEADERS, unwrap, type ApiClients, type Schema } from '@seller/api-types';
import {
  onboardingPromotionMachine,
  type AnnouncementPopup,
  type FetchOnboardingInput,
  type FetchPromotionBannerInput,
  type MarkOnboardingReadInput,
  type OnboardingAnnouncement,
} from '@seller/machines';
import type { TenantType } from '../../platform/tenant-profile';
import type { Track } from './onboarding-tracker';
import { storeOnboardFlag, storePromotionFlag } from './promotion-flag';

interface OnboardingEffects {
  api: ApiClients;
  tenant: TenantType;
  track: Track;
}

function brandNumber(brandId: string | null): number | null {
  const value = Number(brandId);
  return Number.isInteger(value) && value > 0 ? value : null;
}

function toAnnouncement(data: Schema<'brand', 'OnboardingAnnouncement'>): OnboardingAnnouncement {
  return {
    brandId: String(data.brandId),
    announcementId: String(data.announcementId),
    isRead: data.isRead,
    readBy: data.readBy,
    label: data.label,
    additionalInfo: data.additionalInfo,
  };
}

/** The onboarding → promotion machine bound to the brand service, storage and analytics. */
export function provideOnboardingPromotionMachine({ api, tenant, track }: OnboardingEffects) {
  return onboardingPromotionMachine.provide({
    actors: {
      fetchOnboarding: fromPromise<OnboardingAnnouncement | null, FetchOnboardingInput>(
        async ({ input }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return null;
          const result = await unwrap(
            api.brand.GET('/v2/{tenant}/brand-announcement/onboard', {
              params: { path: { tenant }, query: { brandId } },
            }),
          );
          return result.data ? toAnnouncement(result.data) : null;
        },
      ),
      markOnboardingRead: fromPromise<unknown, MarkOnboardingReadInput>(async ({ input }) =>
        unwrap(
          api.brand.POST('/v2/{tenant}/brand-announcement/onboard', {
            params: { path: { tenant } },
            body: {
              tenant,
              announcementId: Number(input.announcement.announcementId),
              brandId: Number(input.announcement.brandId),
              isRead: true,
            },
          }),
        ),
      ),
      fetchPromotionBanner: fromPromise<AnnouncementPopup | null, FetchPromotionBannerInput>(
        async ({ input }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return null;
          // A banner load failure is logged only and hides the banner (spec §8).
          const popups = await unwrap(
            api.brand.GET('/v1/{tenant}/popup-information/list', {
              params: { path: { tenant }, query: { brandId } },
              headers: HIDE_ERROR_HEADERS,
            }),
          );
          const popup = popups.data.popupInformationList[0];
          if (popup) {
            return {
              id: String(popup.id),
              informationName: popup.informationName,
              linkUrl: popup.linkUrl ?? '',
              imageUrl: popup.imageUrl,
            };
          }
          const banners = await unwrap(
            api.brand.GET('/v1/{tenant}/banner/list', {
              params: { path: { tenant }, query: { brandId } },
              headers: HIDE_ERROR_HEADERS,
            }),
          );
          const banner = banners.data[0];
          return banner
            ? {
                id: String(banner.id),
                informationName: banner.name,
                linkUrl: banner.linkUrl ?? '',
                imageUrl: banner.imageUrl,
              }
            : null;
        },
      ),
    },
    actions: {
      logOnboardingView: (_, { announcement }) =>
        track({
          name: 'onboarding_popup_view',
          properties: {
            announcementId: announcement?.announcementId ?? null,
            label: announcement?.label ?? null,
          },
        }),
      storeOnboardFlag: (_, { value }) => storeOnboardFlag(value),
      storePromotionFlag: (_, { value }) => storePromotionFlag(value),
      logError: (_, { error }) =>
        console.error('Onboarding atau banner promosi gagal dimuat', error),
    },
  });
}

import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { tenantProfile, type TenantType } from '../../platform/tenant-profile';
import { useApi } from '../../platform/api-context';
import { provideOnboardingPromotionMachine } from './onboarding-actors';
import type { Track } from './onboarding-tracker';
import { OnboardingDialog } from './OnboardingDialog';
import { PromotionBanner } from './PromotionBanner';
import { readOnboardFlag, readPromotionFlag } from './promotion-flag';
import { inspect } from '../../platform/machine-inspector';

export interface OnboardingPromotionViewProps {
  brandId: string;
  tenant: TenantType;
  /** `onboarding.enable` of the tenant config. */
  onboardingAllowed: boolean;
  /** The session has finished loading. */
  ready: boolean;
  hasUser: boolean;
  /** The seller is on /home or the first menu page: the only place the dialog and banner show. */
  onLandingPage: boolean;
  track: Track;
}

/** Onboarding first, then the promotion banner, as the machine decides (spec §4). */
export function OnboardingPromotionView({
  brandId,
  tenant,
  onboardingAllowed,
  ready,
  hasUser,
  onLandingPage,
  track,
}: OnboardingPromotionViewProps) {
  const api = useApi();
  const profile = tenantProfile(tenant);
  const [logic] = useState(() => provideOnboardingPromotionMachine({ api, tenant, track }));
  const actor = useActorRef(logic, {
    inspect,
    input: {
      brandId,
      tenantType: tenant,
      onboardingAllowed,
      onboardFlag: readOnboardFlag(),
      promotionFlag: profile.showsPromotionBanner && readPromotionFlag(),
      onLandingPage,
    },
  });

  // The machine knows where the seller is, so nothing pops up over a form in progress.
  useEffect(() => {
    actor.send({ type: 'onboarding.pageChanged', landing: onLandingPage });
  }, [actor, onLandingPage]);

  useEffect(() => {
    if (ready) actor.send({ type: 'onboarding.start', hasUser });
  }, [actor, ready, hasUser]);

  const brandRef = useRef(brandId);
  useEffect(() => {
    if (brandRef.current === brandId) return;
    brandRef.current = brandId;
    // The brand switch has already written the promotion flag (true for a direct switch,
    // unchanged after the create-page confirmation, §4); the machine follows it.
    actor.send({
      type: 'onboarding.brandChanged',
      brandId,
      promotionFlag: profile.showsPromotionBanner && readPromotionFlag(),
    });
  }, [actor, brandId, profile.showsPromotionBanner]);

  const announcement = useSelector(actor, (state) =>
    state.matches({ flow: 'onboarding' }) ? state.context.onboarding : null,
  );
  const marking = useSelector(actor, (state) =>
    state.matches({ flow: { onboarding: 'markingRead' } }),
  );
  const failed = useSelector(actor, (state) => state.matches({ updateResult: 'error' }));
  const banner = useSelector(actor, (state) =>
    state.matches({ flow: { promotion: 'showing' } }) ? state.context.banner : null,
  );

  const bannerId = banner?.id;
  useEffect(() => {
    if (bannerId === undefined) return;
    track({ name: profile.trackedPopupName, properties: { popupId: bannerId } });
  }, [bannerId, profile.trackedPopupName, track]);

  if (announcement) {
    return (
      <OnboardingDialog
        announcement={announcement}
        marking={marking}
        failed={failed}
        onClose={() => actor.send({ type: 'onboarding.close' })}
        onOpenGuide={() => {
          const url = announcement.additionalInfo?.urlEdu;
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
          actor.send({ type: 'onboarding.openGuide' });
        }}
      />
    );
  }
  if (banner) {
    return (
      <PromotionBanner
        banner={banner}
        onClose={() => actor.send({ type: 'promotion.close' })}
        onOpenLink={() => actor.send({ type: 'promotion.openLink' })}
      />
    );
  }
  return null;
}

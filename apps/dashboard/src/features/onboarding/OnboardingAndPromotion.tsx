import type { TenantType } from '../../platform/tenant-profile';
import { SessionContext } from '../session/session-context';
import { onboardingAllowedByConfig } from './onboarding-settings';
import { trackWithAppTracker } from './onboarding-tracker';
import { OnboardingPromotionView } from './OnboardingPromotionView';

export interface OnboardingAndPromotionProps {
  brandId: string;
  tenant: TenantType;
}

/** The default layout's onboarding dialog and promotion banner for the signed-in session. */
export function OnboardingAndPromotion({ brandId, tenant }: OnboardingAndPromotionProps) {
  const config = SessionContext.useSelector((state) => state.context.config);
  const ready = SessionContext.useSelector((state) => state.matches({ signedIn: 'ready' }));
  const hasUser = SessionContext.useSelector((state) => state.context.userData !== null);
  return (
    <OnboardingPromotionView
      brandId={brandId}
      tenant={tenant}
      onboardingAllowed={onboardingAllowedByConfig(config)}
      ready={ready}
      hasUser={hasUser}
      track={trackWithAppTracker}
    />
  );
}

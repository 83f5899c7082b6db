import { useLocation } from 'react-router-dom';
import type { TenantType } from '../../platform/tenant-profile';
import { SessionContext } from '../session/session-context';
import { isLandingPath } from './landing-page';
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
  const menu = SessionContext.useSelector((state) => state.context.menu);
  const { pathname } = useLocation();
  return (
    <OnboardingPromotionView
      brandId={brandId}
      tenant={tenant}
      onboardingAllowed={onboardingAllowedByConfig(config)}
      ready={ready}
      hasUser={hasUser}
      onLandingPage={isLandingPath(pathname, menu)}
      track={trackWithAppTracker}
    />
  );
}

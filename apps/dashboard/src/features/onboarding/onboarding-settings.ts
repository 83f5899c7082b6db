import { isOnboardingAllowed } from '../../platform/config-items';

/** `onboarding.enable` of the tenant config (spec §6: onboarding is allowed only by this flag). */
export const onboardingAllowedByConfig = isOnboardingAllowed;

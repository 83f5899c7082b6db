export { OnboardingAndPromotion, type OnboardingAndPromotionProps } from './OnboardingAndPromotion';

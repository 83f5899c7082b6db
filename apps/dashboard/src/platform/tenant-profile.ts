/**
 * Everything that differs between the three tenant types (spec §1, §6), in one place, so that
 * feature code asks the profile instead of testing the tenant type itself.
 */
export type TenantType = 'partner' | 'stockist' | 'mofasa';
export type BrandType = 'regular' | 'stockist' | 'mofasa';
export type ChatChannel = 'regular' | 'stockist' | 'mofasa';
export type ThemeName = 'marketplace' | 'mofasa';

export interface TenantProfile {
  tenant: TenantType;
  /** Favicon / page icon. */
  pageIcon: string;
  /** Name under which the promotion popup is tracked. */
  trackedPopupName: string;
  chatChannel: ChatChannel;
  /** Homepage and withdrawal events are not tracked (§1, §6). */
  skipsHomeAndWithdrawalTracking: boolean;
  /** Promotion banners are fetched for partners only (§4, §6). */
  showsPromotionBanner: boolean;
  /** Mofasa has no notification entry (§6). */
  showsNotificationEntry: boolean;
  /** Stockist carries a type label in the header (§6). */
  headerTypeLabel: string | null;
  /** Placeholder of the brand dropdown's search (§1). */
  brandSearchPlaceholder: string;
  theme: ThemeName;
}

const profiles: Record<TenantType, TenantProfile> = {
  partner: {
    tenant: 'partner',
    pageIcon: '/favicon-marketplace.svg',
    trackedPopupName: 'popup_promotion_partner',
    chatChannel: 'regular',
    skipsHomeAndWithdrawalTracking: false,
    showsPromotionBanner: true,
    showsNotificationEntry: true,
    headerTypeLabel: null,
    brandSearchPlaceholder: 'Cari nama Brand',
    theme: 'marketplace',
  },
  stockist: {
    tenant: 'stockist',
    pageIcon: '/favicon-marketplace.svg',
    trackedPopupName: 'popup_promotion_stockist',
    chatChannel: 'stockist',
    skipsHomeAndWithdrawalTracking: true,
    showsPromotionBanner: false,
    showsNotificationEntry: true,
    headerTypeLabel: 'Stockist',
    brandSearchPlaceholder: 'Cari nama Stockist',
    theme: 'marketplace',
  },
  mofasa: {
    tenant: 'mofasa',
    pageIcon: '/favicon-mofasa.svg',
    trackedPopupName: 'popup_promotion_mofasa',
    chatChannel: 'mofasa',
    skipsHomeAndWithdrawalTracking: true,
    showsPromotionBanner: false,
    showsNotificationEntry: false,
    headerTypeLabel: null,
    brandSearchPlaceholder: 'Cari nama Brand',
    theme: 'mofasa',
  },
};

/** The tenant follows the brand's own brandType (§1); configuration decides when it is absent. */
export function tenantFromBrandType(
  brandType: BrandType | null | undefined,
  configured: TenantType = 'partner',
): TenantType {
  if (brandType === 'mofasa') return 'mofasa';
  if (brandType === 'stockist') return 'stockist';
  if (brandType === 'regular') return 'partner';
  return configured;
}

export function tenantProfile(tenant: TenantType): TenantProfile {
  return profiles[tenant];
}

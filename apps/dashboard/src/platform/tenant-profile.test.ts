import { describe, expect, it } from 'vitest';
import { tenantFromBrandType, tenantProfile } from './tenant-profile';

describe('tenant profile', () => {
  it('derives the tenant from the brand type, configuration deciding otherwise', () => {
    expect(tenantFromBrandType('mofasa')).toBe('mofasa');
    expect(tenantFromBrandType('stockist')).toBe('stockist');
    expect(tenantFromBrandType('regular', 'stockist')).toBe('partner');
    expect(tenantFromBrandType(undefined, 'stockist')).toBe('stockist');
  });

  it('gives mofasa its own theme, chat channel and no notification entry', () => {
    const mofasa = tenantProfile('mofasa');
    expect(mofasa.theme).toBe('mofasa');
    expect(mofasa.chatChannel).toBe('mofasa');
    expect(mofasa.showsNotificationEntry).toBe(false);
    expect(mofasa.skipsHomeAndWithdrawalTracking).toBe(true);
  });

  it('labels stockists in the header and searches stockists by name', () => {
    const stockist = tenantProfile('stockist');
    expect(stockist.headerTypeLabel).toBe('Stockist');
    expect(stockist.brandSearchPlaceholder).toBe('Cari nama Stockist');
    expect(stockist.showsPromotionBanner).toBe(false);
  });

  it('shows partners the promotion banner and the brand search', () => {
    const partner = tenantProfile('partner');
    expect(partner.showsPromotionBanner).toBe(true);
    expect(partner.brandSearchPlaceholder).toBe('Cari nama Brand');
    expect(partner.chatChannel).toBe('regular');
  });
});

import { describe, expect, it } from 'vitest';
import type { BrandData } from '@seller/machines';
import { tierLogo } from './SidebarBrand';

const brand: BrandData = {
  id: '101',
  brandName: 'Batik Sekar Jagad',
  brandLevel: {
    name: 'Gold',
    code: 'gold',
    logo: '/level/gold.svg',
    logoMini: '/level/gold-mini.svg',
    benefitLink: '',
    benefitNotes: '',
  },
  isJagoan: true,
  brandJagoan: { logoUrl: '/jagoan.svg' },
};

describe('tierLogo', () => {
  it('shows the level logo under the tiering flag', () => {
    expect(tierLogo(brand, true)).toEqual({ src: '/level/gold.svg', alt: 'Level Gold' });
  });

  it('shows the jagoan logo without the tiering flag', () => {
    expect(tierLogo(brand, false)).toEqual({ src: '/jagoan.svg', alt: 'Brand Jagoan' });
  });

  it('shows nothing for a brand that is neither', () => {
    expect(
      tierLogo({ id: '1', brandName: 'A', isJagoan: false, brandLevel: null }, false),
    ).toBeNull();
  });
});

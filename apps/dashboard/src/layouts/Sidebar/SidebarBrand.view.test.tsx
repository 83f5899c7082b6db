import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import type { BrandData } from '@seller/machines';
import { SidebarBrand } from './SidebarBrand';

const gold: BrandData = {
  id: '102',
  brandName: 'Kopi Nusantara Rasa',
  brandLevel: {
    name: 'Gold',
    code: 'GOLD',
    logo: '/media/level/gold.svg',
    logoMini: '/media/level/gold-mini.svg',
    benefitLink: '',
    benefitNotes: '',
  },
  isJagoan: true,
  brandJagoan: { logoUrl: '/media/level/jagoan.svg' },
};

describe('SidebarBrand', () => {
  it("writes the brand's level beside its logo, readable whatever the artwork", () => {
    render(
      <DesignSystemProvider theme="marketplace">
        <SidebarBrand brand={gold} mini={false} tiering />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Level Gold')).toBeVisible();
    // The written name says it: the artwork beside it is not announced twice.
    expect(screen.queryByRole('img', { name: 'Level Gold' })).not.toBeInTheDocument();
  });
});

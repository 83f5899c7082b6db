import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { BannerOverlay } from './BannerOverlay';
import { sampleBannerImage } from './sample-banner';

const meta = {
  title: 'Components/BannerOverlay',
  component: BannerOverlay,
  args: {
    open: true,
    imageUrl: sampleBannerImage,
    href: '#promo',
    newTab: false,
    alt: 'Promo Gajian: gratis ongkir untuk semua pesanan',
    onClose: fn(),
    onLinkClick: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BannerOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: /Promo Gajian/ });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('link', { name: /Promo Gajian/ });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CountBadge } from '../CountBadge';
import { IconButton } from '../IconButton';
import { SearchableSelect } from '../SearchableSelect';
import { sampleBrands } from '../SearchableSelect/sample-brands';
import { Tooltip } from '../Tooltip';
import { Header } from './Header';
import { HeaderUserMenu } from './HeaderUserMenu';
import { SidebarToggle } from './SidebarToggle';

const onLogout = fn();

function BrandSwitch() {
  const [brand, setBrand] = useState<string | null>('101');
  return (
    <SearchableSelect
      label="Brand"
      hideLabel
      options={sampleBrands}
      value={brand}
      onValueChange={setBrand}
      searchPlaceholder="Cari nama Brand"
    />
  );
}

const actions = (
  <>
    <Tooltip content="Pusat Edukasi">
      <IconButton icon="education" label="Pusat Edukasi" />
    </Tooltip>
    <IconButton icon="chat" label="Chat" />
    <IconButton
      icon="notification"
      label="Notifikasi"
      badge={<CountBadge count={120} label="belum dibaca" />}
    />
  </>
);

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    toggle: <SidebarToggle expanded />,
    title: 'Transaksi',
    brand: <BrandSwitch />,
    actions,
    user: <HeaderUserMenu name="Budi Santoso" onLogout={onLogout} />,
  },
  argTypes: {
    toggle: { control: false },
    brand: { control: false },
    actions: { control: false },
    user: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('button', { name: /Notifikasi 99\+/ })).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Budi Santoso' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

export const Stockist: Story = { args: { typeLabel: 'Stockist' } };

export const Mofasa: Story = {
  args: {
    actions: (
      <Tooltip content="Pusat Edukasi">
        <IconButton icon="education" label="Pusat Edukasi" />
      </Tooltip>
    ),
    brand: undefined,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { title: 'Daftar Produk dan Varian' },
};

export const LongUserName: Story = {
  args: {
    user: <HeaderUserMenu name="Raden Ayu Sekar Kusumawardhani Prameswari" onLogout={onLogout} />,
  },
};

export const LabelledUserMenu: Story = {
  args: {
    user: <HeaderUserMenu name="Budi Santoso" label="Menu akun Budi Santoso" onLogout={onLogout} />,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(
      within(banner).getByRole('button', { name: 'Menu akun Budi Santoso' }),
    ).toBeVisible();
  },
};

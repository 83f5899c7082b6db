import { useState, type ComponentPropsWithoutRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Sidebar, type SidebarProps } from './Sidebar';
import { sampleMenu } from './sample-menu';

function Frame(props: SidebarProps) {
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar {...props} />
      <main style={{ flex: 1, padding: 24 }}>
        <h1 style={{ marginTop: 0 }}>Konten halaman</h1>
      </main>
    </div>
  );
}

const meta = {
  title: 'Components/Sidebar',
  component: Frame,
  args: {
    items: sampleMenu,
    activePath: '/transaction',
    minimized: false,
    mobile: false,
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu utama' });
    await expect(within(nav).getByRole('link', { name: /Transaksi/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: /Transaksi/ })).toHaveTextContent('99+');
    const group = within(nav).getByRole('button', { name: 'Produk' });
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Tambah Produk' })).toBeVisible();
  },
};

export const ChildActive: Story = { args: { activePath: '/report/rapor' } };

export const Minimized: Story = {
  args: { minimized: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.closest('aside')?.getBoundingClientRect().width).toBe(60);
    const group = within(nav).getByRole('button', { name: /Produk/ });
    await userEvent.click(group);
    const flyout = await screen.findByRole('dialog', { name: 'Produk' });
    await expect(within(flyout).getByRole('link', { name: 'Daftar Produk' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function MobileDemo(props: SidebarProps) {
  const [minimized, setMinimized] = useState(false);
  return (
    <div style={{ minHeight: '100vh', padding: 16 }}>
      <Button variant="secondary" leadingIcon="menu" onClick={() => setMinimized(false)}>
        Buka menu
      </Button>
      <Sidebar
        {...props}
        mobile
        minimized={minimized}
        onClose={() => {
          props.onClose?.();
          setMinimized(true);
        }}
      />
    </div>
  );
}

export const MobileWithBackdrop: Story = {
  render: (args) => <MobileDemo {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await userEvent.click(canvas.getByTestId('sidebar-backdrop'));
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByRole('navigation')).not.toBeInTheDocument());
  },
};

export const WithBrandHeader: Story = {
  args: {
    header: (
      <div
        style={{ padding: '12px 16px', borderBottom: '1px solid var(--ds-color-border-default)' }}
      >
        <strong>Batik Nusantara</strong>
        <div style={{ fontSize: 12, color: 'var(--ds-color-text-subdued)' }}>Level Gold</div>
      </div>
    ),
  },
};

/** Stands in for a router link: the story stays on its page when an entry is followed. */
function InPageLink({ onClick, ...rest }: ComponentPropsWithoutRef<'a'>) {
  return (
    <a
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

export const MinimizedWithBrandLogo: Story = {
  args: {
    minimized: true,
    miniHeader: (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '12px 0' }}>
        <span
          role="img"
          aria-label="Batik Nusantara"
          style={{
            width: 36,
            height: 36,
            borderRadius: 8,
            background: 'var(--ds-color-bg-subtle)',
          }}
        />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Batik Nusantara' })).toBeVisible();
  },
};

export const AppBinding: Story = {
  args: {
    id: 'sidebar',
    newTabLabel: '(membuka tab baru)',
    onNavigate: fn(),
    linkAs: InPageLink,
    activePath: '/home',
  },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu utama' });
    await expect(nav.closest('aside')).toHaveAttribute('id', 'sidebar');
    await expect(within(nav).getByRole('link', { name: /Transaksi/ })).toHaveTextContent(
      'Ada transaksi aktif',
    );
    await expect(within(nav).getByRole('link', { name: /Pusat Edukasi/ })).toHaveTextContent(
      '(membuka tab baru)',
    );
    await userEvent.click(within(nav).getByRole('link', { name: /Pengumuman/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'announcement' }),
    );
  },
};

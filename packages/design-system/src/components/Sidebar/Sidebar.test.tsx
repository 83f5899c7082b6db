import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Sidebar } from './Sidebar';
import { sampleMenu } from './sample-menu';

describe('Sidebar', () => {
  it('marks the active entry, new entries and capped counts', () => {
    renderWithTheme(<Sidebar items={sampleMenu} activePath="/transaction" minimized={false} />);
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    const transaction = within(nav).getByRole('link', { name: /Transaksi/ });
    expect(transaction).toHaveAttribute('aria-current', 'page');
    expect(transaction).toHaveTextContent('99+');
    expect(within(nav).getByRole('link', { name: /Pengumuman/ })).toHaveTextContent('BARU');
    expect(within(nav).getByRole('link', { name: /Diskusi Produk/ })).toHaveTextContent('7');
  });

  it('keeps the room of a count that is 0 or not yet loaded, so the name beside it does not rewrap', () => {
    const menu = [
      {
        code: 'discussion',
        name: 'Diskusi Produk',
        path: '/discussion-product',
        icon: 'discussion' as const,
        count: 0,
        isNew: true,
      },
      {
        code: 'transaction',
        name: 'Transaksi',
        path: '/transaction',
        count: 0,
        dotLabel: 'Ada transaksi aktif',
      },
    ];
    renderWithTheme(<Sidebar items={menu} activePath="/home" minimized={false} />);
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    const slotOf = (name: RegExp) =>
      within(nav).getByRole('link', { name }).querySelector('[data-count-slot]');
    const discussion = slotOf(/Diskusi Produk/);
    expect(discussion).toBeEmptyDOMElement();
    expect(getComputedStyle(discussion!).minWidth).toBe('40px');
    expect(getComputedStyle(slotOf(/Transaksi/)!).minWidth).toBe('52px');
    expect(within(nav).getByRole('link', { name: /Diskusi Produk/ })).toHaveTextContent(
      /^Diskusi ProdukBARU$/,
    );
  });

  it('discloses child menus and opens the group holding the active path', async () => {
    const { user } = renderWithTheme(
      <Sidebar items={sampleMenu} activePath="/product-v3/create" minimized={false} />,
    );
    const product = screen.getByRole('button', { name: 'Produk' });
    expect(product).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Tambah Produk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const finance = screen.getByRole('button', { name: 'Keuangan' });
    expect(screen.queryByRole('link', { name: 'Penarikan Dana' })).not.toBeInTheDocument();
    await user.click(finance);
    expect(finance).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Penarikan Dana' })).toHaveAttribute(
      'href',
      '/finance-withdrawal',
    );
  });

  it('marks exactly one entry: the longest matching path, query included', () => {
    const menu = [
      ...sampleMenu,
      {
        code: 'promo-brand',
        name: 'Promo Brand',
        path: '/announcement?category=promo',
        icon: 'promo' as const,
      },
    ];
    const activeAt = (path: string) => {
      const view = renderWithTheme(<Sidebar items={menu} activePath={path} minimized={false} />);
      const names = screen
        .getAllByRole('link', { current: 'page' })
        .map((link) => link.textContent);
      view.unmount();
      return names;
    };
    expect(activeAt('/product-v3/create')).toEqual(['Tambah Produk']);
    expect(activeAt('/announcement?category=promo')).toEqual(['Promo Brand']);
    expect(activeAt('/announcement/12')).toEqual(['PengumumanBARU']);
    expect(activeAt('/product-v3?page=2')).toEqual(['Daftar Produk']);
  });

  it('keeps names for screen readers in the 60 px mode', () => {
    renderWithTheme(<Sidebar items={sampleMenu} activePath="/home" minimized />);
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the mobile sidebar from the backdrop and with Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(
      <Sidebar items={sampleMenu} activePath="/home" minimized={false} mobile onClose={onClose} />,
    );
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('names the dot and new-tab entries for screen readers and carries an id for aria-controls', () => {
    renderWithTheme(
      <Sidebar
        id="sidebar"
        items={sampleMenu}
        activePath="/home"
        minimized={false}
        newTabLabel="(membuka tab baru)"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(nav.closest('aside')).toHaveAttribute('id', 'sidebar');
    expect(within(nav).getByRole('link', { name: /Transaksi/ })).toHaveTextContent(
      'Ada transaksi aktif',
    );
    const education = within(nav).getByRole('link', { name: /Pusat Edukasi/ });
    expect(education).toHaveAttribute('target', '_blank');
    expect(education).toHaveTextContent('(membuka tab baru)');
    expect(within(nav).getByRole('link', { name: /Beranda/ })).not.toHaveTextContent(
      '(membuka tab baru)',
    );
  });

  it('reports the followed entry and still closes the mobile sidebar', async () => {
    const onNavigate = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithTheme(
      <Sidebar
        items={sampleMenu.map((item) => ({ ...item, path: `#${item.path}` }))}
        activePath="/home"
        minimized={false}
        mobile
        onClose={onClose}
        onNavigate={onNavigate}
      />,
    );
    await user.click(screen.getByRole('link', { name: /Pengumuman/ }));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ code: 'announcement' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the mini header only in the 60 px mode', () => {
    const headers = { header: <p>Batik Nusantara</p>, miniHeader: <p>BN</p> };
    const mini = renderWithTheme(
      <Sidebar items={sampleMenu} activePath="/home" minimized {...headers} />,
    );
    expect(screen.getByText('BN')).toBeInTheDocument();
    expect(screen.queryByText('Batik Nusantara')).not.toBeInTheDocument();
    mini.unmount();
    renderWithTheme(
      <Sidebar items={sampleMenu} activePath="/home" minimized={false} {...headers} />,
    );
    expect(screen.getByText('Batik Nusantara')).toBeInTheDocument();
    expect(screen.queryByText('BN')).not.toBeInTheDocument();
  });
});

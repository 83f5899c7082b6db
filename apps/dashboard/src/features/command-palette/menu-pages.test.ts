import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@seller/machines';
import { menuPages, pageIn } from './menu-pages';
import { matchesQuery } from './palette-item';

const menu: MenuItem[] = [
  { name: 'Transaksi', path: '/transaction-v3', code: 'transaction', additional: { index: 3 } },
  { name: 'Beranda', path: '/home', code: 'home', additional: { index: 1 } },
  {
    name: 'Pusat Edukasi',
    path: '/education',
    code: 'education',
    additional: { index: 4, target: '_blank' },
  },
  {
    name: 'Produk',
    path: '/product-v3',
    code: 'product',
    additional: { index: 2 },
    childMenu: [
      { name: 'Tambah Produk', path: '/product-v3/create', additional: { index: 2 } },
      { name: 'Daftar Produk', path: '/product-v3', additional: { index: 1 } },
    ],
  },
  {
    name: 'Diskusi Produk',
    path: '/discussion-product',
    code: 'discussion-product',
    additional: { index: 5 },
  },
];
const discussionFor101 = [
  {
    key: 'discussion.menu',
    configItem: '',
    configValue: { isShowForAllBrand: false, brandIds: [101] },
  },
];

describe('menu pages', () => {
  it('lists the sidebar pages in its order, children instead of their group, no external site', () => {
    expect(menuPages(menu, discussionFor101, '101').map((page) => page.href)).toEqual([
      '/home',
      '/product-v3',
      '/product-v3/create',
      '/transaction-v3',
      '/discussion-product',
    ]);
  });

  it('leaves out the discussion page where the sidebar does', () => {
    expect(menuPages(menu, discussionFor101, '102').map((page) => page.href)).not.toContain(
      '/discussion-product',
    );
  });

  it("finds an area's root page before its sub-pages", () => {
    expect(pageIn(menuPages(menu, [], '101'), ['product-v3', 'product'])?.href).toBe('/product-v3');
    expect(pageIn(menuPages(menu, [], '101'), ['withdrawal'])).toBeUndefined();
  });
});

describe('finding pages by the words a seller uses', () => {
  const find = (query: string) =>
    menuPages(menu, discussionFor101, '101')
      .filter((page) => matchesQuery(page, query))
      .map((page) => page.href);

  it("finds the orders page by its heading 'Pesanan', not only its menu name", () => {
    expect(find('pesanan')).toContain('/transaction-v3');
    expect(find('Transaksi')).toContain('/transaction-v3');
  });

  it('finds pages by seller words: stok, produk, beranda', () => {
    expect(find('stok')).toContain('/product-v3');
    expect(find('tambah produk')).toEqual(['/product-v3/create']);
    expect(find('dasbor')).toContain('/home');
  });
});

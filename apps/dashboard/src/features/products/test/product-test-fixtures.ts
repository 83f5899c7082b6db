import type { ProductDetail, ProductTypeOption, Variant } from '../product-types';

/** Props-only fixtures for the product page stories (no network, no harness). */
export const storyProductTypes: ProductTypeOption[] = [
  { id: 1, name: 'Fashion', level: 1, parentId: null },
  { id: 2, name: 'Makanan & Minuman', level: 1, parentId: null },
  { id: 21, name: 'Kopi & Teh', level: 2, parentId: 2 },
];

function storyVariant(id: number, overrides: Partial<Variant>): Variant {
  return {
    id,
    productId: 502,
    productName: 'Kopi Toraja Sapan Natural',
    name: `Varian ${id}`,
    sku: `KTS-${id}`,
    price: 85_000,
    stock: 10,
    stockStatus: 'in-stock',
    isActive: true,
    imageUrl: null,
    updatedAt: '2026-11-20T03:00:00Z',
    ...overrides,
  };
}

export const storyProduct: ProductDetail = {
  id: 502,
  brandId: 7,
  name: 'Kopi Toraja Sapan Natural',
  description: 'Biji kopi sangrai medium dari Toraja.\nDipetik merah, dijemur di para-para.',
  productTypeId: 21,
  imageUrl: null,
  videoUrl: 'https://www.youtube.com/watch?v=toraja',
  isActive: true,
  totalVariant: 3,
  totalStock: 17,
  createdAt: '2026-11-01T03:00:00Z',
  updatedAt: '2026-11-20T03:00:00Z',
  variants: [
    storyVariant(5021, { name: '250 gr', stock: 12 }),
    storyVariant(5022, { name: '500 gr', price: 160_000, stock: 5 }),
    storyVariant(5023, { name: '1 kg', price: 300_000, stock: 0, isActive: false }),
  ],
};

/** A product with nothing but what the form requires, and no variants yet. */
export const storyBareProduct: ProductDetail = {
  ...storyProduct,
  id: 503,
  name: 'Gula Aren Cair',
  description: 'Gula aren cair 250 ml.',
  productTypeId: null,
  videoUrl: null,
  totalVariant: 0,
  totalStock: 0,
  variants: [],
};

/** Product pages of §2, v3 first; typed builders so links never drift from the route table. */
export const productPaths = {
  listV3: '/product-v3',
  createV3: '/product-v3/create',
  addVariantV3: '/product-v3/variant',
  editV3: '/product-v3/:id',
  listV2: '/product',
  createV2: '/product/create',
  addVariantV2: '/product/add-variant',
  detail: '/detail-product/:id?',
} as const;

export type ProductApiVersion = 'v2' | 'v3';

export function listPath(version: ProductApiVersion): string {
  return version === 'v3' ? productPaths.listV3 : productPaths.listV2;
}

export function createPath(version: ProductApiVersion): string {
  return version === 'v3' ? productPaths.createV3 : productPaths.createV2;
}

export function addVariantPath(version: ProductApiVersion, productId?: number): string {
  const base = version === 'v3' ? productPaths.addVariantV3 : productPaths.addVariantV2;
  return productId === undefined ? base : `${base}?productId=${productId}`;
}

export function editPath(id: number): string {
  return `/product-v3/${id}`;
}

export function detailPath(id: number): string {
  return `/detail-product/${id}`;
}

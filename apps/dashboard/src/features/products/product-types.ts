import type { Schema } from '@seller/api-types';

export type Variant = Schema<'product', 'Variant'>;
export type ProductDetail = Schema<'product', 'ProductDetail'>;
export type ProductInput = Schema<'product', 'ProductInput'>;
export type NewVariantInput = Schema<'product', 'NewVariantInput'>;
export type BulkFile = Schema<'product', 'BulkFile'>;
export type PagingMetadata = Schema<'product', 'PagingMetadata'>;
export type ProductTypeOption = Schema<'admin', 'ProductTypeOption'>;
export type StockHistoryEntry = Schema<'product', 'StockHistoryEntry'>;

/** One page of a variant's stock history, newest first. */
export interface StockHistoryPage {
  entries: StockHistoryEntry[];
  metadata: PagingMetadata;
}

/** A product found by name (the lookup call, or v2's list). */
export interface ProductMatch {
  id: number;
  name: string;
  /** The SKUs of a few of its variants, when another product found has the same name. */
  skus?: readonly string[];
}

/**
 * One row of the variant grid, whichever listing call produced it. With multistock phase 2
 * the listing gives a total over the stockists; `stock` is then the brand's own share, the
 * only part the seller edits here.
 */
export interface VariantRow {
  id: number;
  productId: number;
  productName: string;
  name: string;
  sku: string;
  price: number;
  stock: number;
  stockStatus: Variant['stockStatus'] | null;
  isActive: boolean;
  imageUrl: string | null;
  /** Stock held by stockists (multistock phase 2 only). */
  stockistStock: number | null;
}

export interface VariantPage {
  rows: VariantRow[];
  metadata: PagingMetadata;
}

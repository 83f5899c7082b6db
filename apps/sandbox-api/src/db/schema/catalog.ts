import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ts, money, bytea } from './columns.js';

// Products, variants and their stock.

export const productTypes = pgTable('product_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  parentId: integer('parent_id'),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  productTypeId: integer('product_type_id'),
  imageUrl: text('image_url').notNull().default(''),
  videoUrl: text('video_url'),
  weight: integer('weight').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const variants = pgTable('variants', {
  id: integer('id').primaryKey(),
  productId: integer('product_id').notNull(),
  brandId: integer('brand_id').notNull(),
  name: text('name').notNull(),
  /** Its product's name, kept by triggers (migration 017). */
  productName: text('product_name'),
  sku: text('sku').notNull(),
  price: money('price').notNull(),
  stock: integer('stock').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  isDeleted: boolean('is_deleted').notNull().default(false),
  qcStatus: text('qc_status').notNull().default('approved'),
  imageUrl: text('image_url').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const variantStocks = pgTable(
  'variant_stocks',
  {
    variantId: integer('variant_id').notNull(),
    stockistId: integer('stockist_id').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.stockistId] })],
);

export const bulkFiles = pgTable('bulk_files', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  userId: integer('user_id').notNull(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  status: text('status').notNull(),
  totalRows: integer('total_rows').notNull(),
  successRows: integer('success_rows').notNull(),
  failedRows: integer('failed_rows').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  isDeleted: boolean('is_deleted').notNull().default(false),
  resultUrl: text('result_url'),
  createdAt: ts('created_at').notNull(),
});

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const stockHistory = pgTable('stock_history', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  variantId: integer('variant_id').notNull(),
  stockistId: integer('stockist_id'),
  changedAt: ts('changed_at').notNull(),
  delta: integer('delta').notNull(),
  level: integer('level').notNull(),
  source: text('source').notNull(),
  referenceId: integer('reference_id'),
  reference: text('reference'),
});

export const bulkEdits = pgTable('bulk_edits', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  userId: integer('user_id').notNull(),
  fileName: text('file_name').notNull(),
  status: text('status').notNull().default('previewed'),
  createdAt: ts('created_at').notNull().defaultNow(),
  appliedAt: ts('applied_at'),
  totalRows: integer('total_rows').notNull().default(0),
  changedRows: integer('changed_rows').notNull().default(0),
  unchangedRows: integer('unchanged_rows').notNull().default(0),
  refusedRows: integer('refused_rows').notNull().default(0),
  changeCount: integer('change_count').notNull().default(0),
  appliedRows: integer('applied_rows').notNull().default(0),
  skippedRows: integer('skipped_rows').notNull().default(0),
  bulkFileId: integer('bulk_file_id'),
});

export const bulkEditRows = pgTable(
  'bulk_edit_rows',
  {
    editId: integer('edit_id').notNull(),
    kind: text('kind').notNull(),
    sheetRow: integer('sheet_row').notNull(),
    sku: text('sku').notNull(),
    variantId: integer('variant_id'),
    productName: text('product_name'),
    variantName: text('variant_name'),
    changes: jsonb('changes').notNull().default([]),
    refusalColumn: text('refusal_column'),
    refusalMessage: text('refusal_message'),
    outcome: text('outcome').notNull(),
    outcomeMessage: text('outcome_message'),
  },
  (t) => [primaryKey({ columns: [t.editId, t.kind, t.sheetRow] })],
);

import { boolean, date, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts, money } from './columns.js';

// Orders, offline sales and the figures made of them.

export const orders = pgTable('orders', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  orderCode: text('order_code').notNull().unique(),
  buyerName: text('buyer_name').notNull(),
  buyerPhone: text('buyer_phone').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  province: text('province'),
  postalCode: text('postal_code'),
  status: integer('status').notNull(),
  courier: text('courier').notNull(),
  waybill: text('waybill'),
  totalAmount: money('total_amount').notNull(),
  shippingCost: money('shipping_cost').notNull().default(0),
  items: jsonb('items').notNull(),
  /** Kept by a trigger on order_status_history (migration 015). */
  statusHistory: jsonb('status_history').notNull().default([]),
  receiptViewed: boolean('receipt_viewed').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  status: integer('status').notNull(),
  changedAt: ts('changed_at').notNull(),
});

export const offlineReasons = pgTable('offline_reasons', {
  id: integer('id').primaryKey(),
  reason: text('reason').notNull(),
});

export const offlineTransactions = pgTable('offline_transactions', {
  id: integer('id').primaryKey(),
  stockistId: integer('stockist_id').notNull(),
  brandId: integer('brand_id').notNull(),
  orderCode: text('order_code').notNull(),
  buyerName: text('buyer_name').notNull(),
  reasonId: integer('reason_id').notNull(),
  items: jsonb('items').notNull(),
  totalAmount: money('total_amount').notNull(),
  transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  createdAt: ts('created_at').notNull(),
});

export const penalties = pgTable('penalties', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  reason: text('reason').notNull(),
  point: integer('point').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const brandMetrics = pgTable('brand_metrics', {
  brandId: integer('brand_id').primaryKey(),
  fulfillmentScore: numeric('fulfillment_score', { mode: 'number' }).notNull(),
  transactionScore: numeric('transaction_score', { mode: 'number' }).notNull(),
  penaltyPoints: integer('penalty_points').notNull(),
  performance: jsonb('performance').notNull(),
  suspension: jsonb('suspension').notNull(),
});

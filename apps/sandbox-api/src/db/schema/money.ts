import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, money } from './columns.js';

// Balances paid out and the ledger.

export const withdrawals = pgTable('withdrawals', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  amount: money('amount').notNull(),
  status: text('status').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  note: text('note').notNull().default(''),
  createdAt: ts('created_at').notNull(),
  processedAt: ts('processed_at'),
  fee: money('fee').notNull().default(0),
  failureReason: text('failure_reason'),
});

export const financeTransactions = pgTable('finance_transactions', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  type: text('type').notNull(),
  amount: money('amount').notNull(),
  description: text('description').notNull(),
  orderCode: text('order_code'),
  withdrawalId: integer('withdrawal_id'),
  balanceAfter: money('balance_after').notNull(),
  createdAt: ts('created_at').notNull(),
  category: text('category').notNull().default('order_income'),
});

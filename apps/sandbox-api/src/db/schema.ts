import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors src/db/migrations; the SQL files are the source of truth for indexes.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const money = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

export const users = pgTable('users', {
  id: integer('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  telephone: text('telephone').notNull(),
  profilePictureUrl: text('profile_picture_url'),
  passwordHash: text('password_hash').notNull(),
  tenant: text('tenant').notNull(),
  officerName: text('officer_name').notNull().default(''),
});

export const sessions = pgTable('sessions', {
  token: text('token').primaryKey(),
  /** Null for a client-credentials token, which acts for a service (`clientId`), never a seller. */
  userId: integer('user_id'),
  clientId: text('client_id'),
  kind: text('kind').notNull(),
  tenant: text('tenant'),
  refreshToken: text('refresh_token').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  parentToken: text('parent_token'),
});

export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  userId: integer('user_id').notNull(),
  brandName: text('brand_name').notNull(),
  logoUrl: text('logo_url').notNull(),
  type: text('type').notNull(),
  brandType: text('brand_type').notNull(),
  brandLevel: jsonb('brand_level'),
  benefitTier: text('benefit_tier'),
  isJagoan: boolean('is_jagoan').notNull().default(false),
  jagoanLogoUrl: text('jagoan_logo_url'),
  hasStockist: boolean('has_stockist').notNull().default(false),
  balance: money('balance').notNull().default(0),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  city: text('city').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  accountName: text('account_name'),
});

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

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  context: text('context').notNull(),
  contextTypeCode: text('context_type_code').notNull(),
  entityId: integer('entity_id').notNull(),
  title: text('title').notNull(),
  icon: text('icon').notNull(),
  message: text('message').notNull(),
  additionalData: jsonb('additional_data').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});

export const questions = pgTable('questions', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  productId: integer('product_id').notNull(),
  variantId: integer('variant_id').notNull(),
  author: text('author').notNull(),
  photoUrl: text('photo_url').notNull(),
  body: text('body').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  isAnswered: boolean('is_answered').notNull().default(false),
  isReported: boolean('is_reported').notNull().default(false),
  isDone: boolean('is_done').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});

export const comments = pgTable('comments', {
  id: integer('id').primaryKey(),
  questionId: integer('question_id').notNull(),
  author: text('author').notNull(),
  photoUrl: text('photo_url').notNull(),
  body: text('body').notNull(),
  isSeller: boolean('is_seller').notNull().default(false),
  isReported: boolean('is_reported').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});

export const reportReasons = pgTable('report_reasons', {
  id: integer('id').primaryKey(),
  reason: text('reason').notNull(),
});

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull(),
  commentId: integer('comment_id'),
  reasonId: integer('reason_id').notNull(),
  note: text('note').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const announcementCategories = pgTable('announcement_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  brandId: integer('brand_id'),
  tenant: text('tenant'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  isOnboarding: boolean('is_onboarding').notNull().default(false),
  label: text('label').notNull().default(''),
  additionalInfo: jsonb('additional_info'),
  createdAt: ts('created_at').notNull(),
});

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id').notNull(),
    brandId: integer('brand_id').notNull(),
    readBy: text('read_by').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.brandId] })],
);

export const popups = pgTable('popups', {
  id: integer('id').primaryKey(),
  tenant: text('tenant').notNull(),
  brandId: integer('brand_id'),
  informationName: text('information_name').notNull(),
  linkUrl: text('link_url').notNull(),
  imageUrl: text('image_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  tenant: text('tenant').notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  sortIndex: integer('sort_index').notNull(),
});

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

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  tenant: text('tenant').notNull(),
  userId: integer('user_id'),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  path: text('path').notNull(),
  icon: text('icon').notNull(),
  code: text('code').notNull(),
  sortIndex: integer('sort_index').notNull(),
  target: text('target').notNull().default('_self'),
  newMenu: boolean('new_menu').notNull().default(false),
});

export const permissions = pgTable(
  'permissions',
  {
    userId: integer('user_id').notNull(),
    container: text('container').notNull(),
    codes: jsonb('codes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.container] })],
);

export const configFlags = pgTable(
  'config_flags',
  {
    key: text('key').notNull(),
    tenant: text('tenant').notNull().default('*'),
    container: text('container').notNull().default('*'),
    configItem: text('config_item').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.tenant] })],
);

export const containers = pgTable('containers', {
  container: text('container').primaryKey(),
  configVersion: integer('config_version').notNull(),
  menuVersion: integer('menu_version').notNull(),
  data: jsonb('data').notNull(),
});

export const brandMetrics = pgTable('brand_metrics', {
  brandId: integer('brand_id').primaryKey(),
  fulfillmentScore: numeric('fulfillment_score', { mode: 'number' }).notNull(),
  transactionScore: numeric('transaction_score', { mode: 'number' }).notNull(),
  penaltyPoints: integer('penalty_points').notNull(),
  performance: jsonb('performance').notNull(),
  suspension: jsonb('suspension').notNull(),
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

export const penalties = pgTable('penalties', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  reason: text('reason').notNull(),
  point: integer('point').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const chatRooms = pgTable('chat_rooms', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  channel: text('channel').notNull(),
  title: text('title').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const chatMessages = pgTable('chat_messages', {
  id: integer('id').primaryKey(),
  roomId: integer('room_id').notNull(),
  sender: text('sender').notNull(),
  senderName: text('sender_name').notNull(),
  body: text('body').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  brandId: integer('brand_id'),
  tenant: text('tenant'),
  path: text('path'),
  properties: jsonb('properties'),
  occurredAt: ts('occurred_at').notNull(),
});

export const deeplinks = pgTable('deeplinks', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  targetUrl: text('target_url').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const scamReports = pgTable('scam_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  phone: text('phone').notNull(),
  note: text('note').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const videos = pgTable('videos', {
  id: integer('id').primaryKey(),
  videoId: text('video_id').notNull(),
  title: text('title').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  sortIndex: integer('sort_index').notNull(),
});

export const places = pgTable('places', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  postalCode: text('postal_code').notNull(),
  lat: numeric('lat', { mode: 'number' }).notNull(),
  lng: numeric('lng', { mode: 'number' }).notNull(),
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

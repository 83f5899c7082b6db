import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

// What sellers read and write besides the shop: messages, questions, announcements.

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

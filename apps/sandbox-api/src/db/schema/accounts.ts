import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts, money } from './columns.js';

// Sign-in, sessions, brands and what a user may see.

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

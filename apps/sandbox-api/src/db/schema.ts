// The sandbox's tables, by domain; src/db/migrations are the source of truth for indexes.
export * from './schema/accounts.js';
export * from './schema/catalog.js';
export * from './schema/orders.js';
export * from './schema/money.js';
export * from './schema/content.js';

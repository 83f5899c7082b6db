import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

// Mirrors src/db/migrations; the SQL files are the source of truth for indexes.
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
export const money = (name: string) => bigint(name, { mode: 'number' });
export const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

import type { ServiceName } from '@seller/api-types';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A write described as data, so it can be stored and sent again after a reload. The same
 * description makes the first try and every replay: the body and the key cannot drift apart.
 */
export interface OutboxRequest {
  service: ServiceName;
  method: OutboxMethod;
  /** The contract path template, e.g. `/v3/{tenant}/variant/stock/bulk`. */
  path: string;
  params?: {
    path?: Record<string, string | number>;
    query?: Record<string, string | number | boolean>;
    header?: Record<string, string>;
  };
  body?: unknown;
  /** Sent as Idempotency-Key on every try; null only for writes that are safe to repeat as they are. */
  idempotencyKey: string | null;
}

export type OutboxStatus = 'pending' | 'failed';

export interface OutboxEntry {
  id: string;
  /** What the write is, e.g. `product.stock`; screens read their own kind back. */
  kind: string;
  brandId: number;
  userId: number;
  createdAt: number;
  request: OutboxRequest;
  /** Indonesian one-line description shown in the pending list. */
  label: string;
  /** Ids of the things the write changes (variant ids, question ids), for marking them on screen. */
  targets: string[];
  /** What the screen needs to show the change again after a reload (e.g. the typed stock). */
  meta?: unknown;
  status: OutboxStatus;
  /** The server's message once it refused the write. */
  error?: string;
}

/** Everything the caller knows about a write before it is tried. */
export type OutboxDraft = Omit<OutboxEntry, 'id' | 'createdAt' | 'status' | 'error'>;

export type OutboxOutcome =
  | { type: 'landed'; entry: OutboxEntry; data: unknown }
  | { type: 'refused'; entry: OutboxEntry; message: string };

import { sql, type SQL } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { badRequest } from '../http/errors.js';
import type { Bag } from '../http/types.js';
import { metadata, paging, str } from './common.js';

/** The highest stock a variant may hold (the contract's `stockInputLimits.stock`). */
export const maxStock = 1_000_000_000;

/** Where a stock change came from; the reference names the file, order or sale. */
export type StockSource =
  | { kind: 'grid' }
  | { kind: 'replay' }
  | { kind: 'product' }
  | { kind: 'upload'; fileId: number; fileName: string }
  | { kind: 'offline'; code: string }
  | { kind: 'order'; code: string };

export const stockSources = ['grid', 'upload', 'offline', 'order', 'replay', 'product'] as const;

/** Whose stock: the brand's own (`variants.stock`) or a stockist's holding (`variant_stocks`). */
export interface StockTarget {
  variantId: number;
  /** The owner brand of an own stock; the update matches nothing in another brand. */
  brandId?: number;
  /** Set for the stock a stockist holds of a partner's variant. */
  stockistId?: number;
}

/** A change by an amount (guarded to stay within 0 and the maximum) or to a level. */
export type StockChange = { delta: number } | { level: number };

function reference(source: StockSource): { id: number | null; text: string | null } {
  switch (source.kind) {
    case 'upload':
      return { id: source.fileId, text: source.fileName };
    case 'offline':
    case 'order':
      return { id: null, text: source.code };
    default:
      return { id: null, text: null };
  }
}

function ownWhere(target: StockTarget): SQL {
  return target.brandId === undefined
    ? sql`id = ${target.variantId}`
    : sql`id = ${target.variantId} AND brand_id = ${target.brandId}`;
}

async function applyChange(
  tx: Exec,
  target: StockTarget,
  change: StockChange,
): Promise<{ before: number; level: number } | null> {
  const held = target.stockistId !== undefined;
  if ('delta' in change) {
    // One conditional update: parallel deltas all count, each waits for the row lock of the one
    // before, so the level it returns is the level after exactly this change.
    const row = await one<{ stock: number }>(
      tx,
      held
        ? sql`UPDATE variant_stocks SET stock = stock + ${change.delta}
              WHERE variant_id = ${target.variantId} AND stockist_id = ${target.stockistId}
                AND stock + ${change.delta} BETWEEN 0 AND ${maxStock} RETURNING stock`
        : sql`UPDATE variants SET stock = stock + ${change.delta}, updated_at = now()
              WHERE ${ownWhere(target)} AND stock + ${change.delta} BETWEEN 0 AND ${maxStock} RETURNING stock`,
    );
    return row ? { before: row.stock - change.delta, level: row.stock } : null;
  }
  // A level replaces the stock: the row is locked first, so the difference is taken from the
  // level no other change can move before this one commits.
  const locked = await one<{ stock: number }>(
    tx,
    held
      ? sql`SELECT stock FROM variant_stocks WHERE variant_id = ${target.variantId} AND stockist_id = ${target.stockistId} FOR UPDATE`
      : sql`SELECT stock FROM variants WHERE ${ownWhere(target)} FOR UPDATE`,
  );
  if (!locked) return null;
  await tx.execute(
    held
      ? sql`UPDATE variant_stocks SET stock = ${change.level} WHERE variant_id = ${target.variantId} AND stockist_id = ${target.stockistId}`
      : sql`UPDATE variants SET stock = ${change.level}, updated_at = now() WHERE ${ownWhere(target)}`,
  );
  return { before: locked.stock, level: change.level };
}

/**
 * The one way stock changes: applies the change and records it, with its source, in the caller's
 * transaction, so a change and its history entry commit or roll back together. Returns the new
 * level, or null when the variant is not there or a delta would leave 0…1.000.000.000. A change
 * that leaves the level as it was is not recorded.
 */
export async function changeStock(
  tx: Exec,
  target: StockTarget,
  change: StockChange,
  source: StockSource,
): Promise<number | null> {
  const applied = await applyChange(tx, target, change);
  if (!applied) return null;
  const delta = applied.level - applied.before;
  if (delta !== 0) {
    const ref = reference(source);
    await tx.execute(
      sql`INSERT INTO stock_history (variant_id, stockist_id, delta, level, source, reference_id, reference)
          VALUES (${target.variantId}, ${target.stockistId ?? null}, ${delta}, ${applied.level}, ${source.kind}, ${ref.id}, ${ref.text})`,
    );
  }
  return applied.level;
}

/**
 * An order takes its items from the brand's stock when it is processed, never below 0: the buyer
 * already paid, so a short variant goes to 0 and its entry shows what was really taken.
 */
export async function takeOrderStock(tx: Exec, brandId: number, orderCodes: string[]) {
  if (orderCodes.length === 0) return;
  const orders = await rows<{ order_code: string; items: unknown }>(
    tx,
    sql`SELECT order_code, items FROM orders WHERE brand_id = ${brandId} AND order_code IN (${sql.join(
      orderCodes.map((code) => sql`${code}`),
      sql`, `,
    )}) ORDER BY id`,
  );
  for (const order of orders) {
    const wanted = new Map<number, number>();
    for (const item of Array.isArray(order.items) ? order.items : []) {
      const { variantId, quantity } = (item ?? {}) as { variantId?: unknown; quantity?: unknown };
      if (typeof variantId === 'number' && typeof quantity === 'number' && quantity > 0)
        wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
    }
    // Id order: two orders of the same variants never wait on each other's locks.
    for (const [variantId, quantity] of [...wanted].sort((a, b) => a[0] - b[0])) {
      const row = await one<{ stock: number }>(
        tx,
        sql`SELECT stock FROM variants WHERE id = ${variantId} AND brand_id = ${brandId} FOR UPDATE`,
      );
      const taken = Math.min(quantity, row?.stock ?? 0);
      if (taken > 0)
        await changeStock(
          tx,
          { variantId, brandId },
          { delta: -taken },
          { kind: 'order', code: order.order_code },
        );
    }
  }
}

interface HistoryRow {
  id: string | number;
  changed_at: string;
  delta: number;
  level: number;
  source: string;
  reference_id: number | null;
  reference: string | null;
}

/**
 * One page of a variant's own stock history, newest first. Days are WIB days (UTC+7); the
 * contract bounds every parameter, `from` after `to` is refused here.
 */
export async function stockHistoryPage(db: Exec, variantId: number, query: Bag) {
  const from = str(query.from);
  const to = str(query.to);
  if (from && to && from > to) throw badRequest("Parameter 'from' tidak boleh setelah 'to'.");
  const source = str(query.source);
  const where = sql`variant_id = ${variantId} AND stockist_id IS NULL${
    from ? sql` AND changed_at >= (${from}::date - interval '7 hours')` : sql``
  }${to ? sql` AND changed_at < (${to}::date + interval '17 hours')` : sql``}${
    source ? sql` AND source = ${source}` : sql``
  }`;
  const p = paging(query, 20);
  const list = await rows<HistoryRow>(
    db,
    sql`SELECT id, iso(changed_at) AS changed_at, delta, level, source, reference_id, reference
          FROM stock_history WHERE ${where} ORDER BY changed_at DESC, id DESC LIMIT ${p.size} OFFSET ${p.offset}`,
  );
  const total = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM stock_history WHERE ${where}`,
  );
  return {
    data: list.map((r) => ({
      id: Number(r.id),
      changedAt: r.changed_at,
      delta: r.delta,
      level: r.level,
      source: r.source,
      bulkFileId: r.reference_id,
      reference: r.reference,
    })),
    metadata: metadata(p, total?.n ?? 0),
  };
}

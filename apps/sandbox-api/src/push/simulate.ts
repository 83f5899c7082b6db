import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client.js';
import { one, type Exec } from '../db/query.js';
import { errorBody } from '../http/errors.js';
import { busOf, type BrandEvent } from './bus.js';

/** What a simulated buyer or the back office can do to a brand. */
export type ActivityKind = 'order' | 'question' | 'notification' | 'withdrawal';
export const activityKinds: readonly ActivityKind[] = [
  'order',
  'question',
  'notification',
  'withdrawal',
];

export interface ActivityResult {
  kind: ActivityKind;
  brandId: number;
  /** The order code, question id, notification id or withdrawal id that changed. */
  ref: string;
}

const buyers = [
  'Sinta Maharani',
  'Yoga Prasetyo',
  'Lina Marlina',
  'Fajar Nugroho',
  'Maya Sari',
  'Rizky Ramadhan',
];
const questions = [
  'Apakah stok warna lain masih ada?',
  'Kapan barang dikirim?',
  'Bahannya adem tidak, kak?',
  'Bisa kirim hari ini?',
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

// Ids here are max + 1: the tables seed their ids without a sequence. The lock keeps two
// simulated writes (a CLI tick and a test call) from taking the same one.
const lockIds = (tx: Exec) => tx.execute(sql`SELECT pg_advisory_xact_lock(7401)`);

/** A new unprocessed order, shaped like one the brand already has, with its 'Pesanan baru masuk' notification. */
async function newOrder(tx: Exec, brandId: number, paidAt?: Date): Promise<string | null> {
  const paid = (paidAt ?? new Date()).toISOString();
  await lockIds(tx);
  const next = await one<{ id: number }>(
    tx,
    sql`SELECT coalesce(max(id), 0) + 1 AS id FROM orders`,
  );
  const id = next!.id;
  const code = `INV/SIM/${brandId}/${id}`;
  const buyer = pick(buyers);
  const inserted = await one<{ id: number }>(
    tx,
    sql`INSERT INTO orders (id, brand_id, order_code, buyer_name, buyer_phone, address, city, province, postal_code, status, courier,
          total_amount, shipping_cost, items, created_at, updated_at)
        SELECT ${id}, brand_id, ${code}, ${buyer}, buyer_phone, address, city, province, postal_code, 1, courier,
          total_amount, shipping_cost, items, ${paid}::timestamptz, ${paid}::timestamptz
        FROM orders WHERE brand_id = ${brandId} ORDER BY id LIMIT 1
        RETURNING id`,
  );
  if (!inserted) return null;
  await tx.execute(
    sql`INSERT INTO order_status_history (order_id, status, changed_at) VALUES (${id}, 1, ${paid}::timestamptz)`,
  );
  await insertNotification(tx, brandId, {
    context: 'transaction',
    code: 'trx-new',
    entityId: id,
    title: 'Pesanan baru masuk',
    message: `<p>Pesanan <b>${code}</b> dari ${buyer} menunggu untuk diproses.</p>`,
    data: { orderCode: code, selectedTab: 'transaction' },
  });
  return code;
}

interface NotificationInput {
  context: 'transaction' | 'product';
  code: string;
  entityId: number;
  title: string;
  message: string;
  data: Record<string, unknown>;
}

async function insertNotification(
  tx: Exec,
  brandId: number,
  n: NotificationInput,
): Promise<number> {
  await lockIds(tx);
  const row = await one<{ id: number }>(
    tx,
    sql`INSERT INTO notifications (id, brand_id, context, context_type_code, entity_id, title, icon, message, additional_data, is_read, created_at)
        SELECT coalesce(max(id), 0) + 1, ${brandId}, ${n.context}, ${n.code}, ${n.entityId}, ${n.title}, ${n.context}, ${n.message},
          ${JSON.stringify(n.data)}::jsonb, false, now()
        FROM notifications RETURNING id`,
  );
  return row!.id;
}

async function newQuestion(tx: Exec, brandId: number): Promise<string | null> {
  const row = await one<{ id: number }>(
    tx,
    sql`INSERT INTO questions (id, brand_id, product_id, variant_id, author, photo_url, body, created_at)
        SELECT nextval('questions_id_seq'), v.brand_id, v.product_id, v.id, ${pick(buyers)}, '/media/avatar/pembeli.svg', ${pick(questions)}, now()
        FROM (SELECT p.brand_id, v.product_id, v.id FROM variants v JOIN products p ON p.id = v.product_id
              WHERE p.brand_id = ${brandId} ORDER BY v.id LIMIT 1) v
        RETURNING id`,
  );
  return row ? String(row.id) : null;
}

const escapeHtml = (text: string) =>
  text.replace(/[<&>"]/g, (ch) => ({ '<': '&lt;', '&': '&amp;', '>': '&gt;', '"': '&quot;' })[ch]!);

/**
 * A variant as the seller knows it: variant names repeat across products ('250 gr / Paket 3'),
 * so the product goes first and the SKU after (issue 41).
 */
export function variantLabelHtml(variant: { name: string; sku: string; product_name: string }) {
  return `<b>${escapeHtml(variant.product_name)} – ${escapeHtml(variant.name)}</b> (SKU ${escapeHtml(variant.sku)})`;
}

async function productNotification(tx: Exec, brandId: number): Promise<string | null> {
  const variant = await one<{ id: number; name: string; sku: string; product_name: string }>(
    tx,
    sql`SELECT v.id, v.name, v.sku, p.name AS product_name FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand_id = ${brandId} ORDER BY v.id LIMIT 1`,
  );
  if (!variant) return null;
  const id = await insertNotification(tx, brandId, {
    context: 'product',
    code: 'vpm',
    entityId: variant.id,
    title: 'Stok varian menipis',
    message: `<p>Stok varian ${variantLabelHtml(variant)} tinggal sedikit.</p>`,
    data: { variantId: variant.id, selectedTab: 'product' },
  });
  return String(id);
}

/** The back office moves the oldest pending withdrawal on (pending → processed). */
async function advanceWithdrawal(tx: Exec, brandId: number): Promise<string | null> {
  const row = await one<{ id: number }>(
    tx,
    sql`UPDATE withdrawals SET status = 'processed' WHERE id = (
          SELECT id FROM withdrawals WHERE brand_id = ${brandId} AND status = 'pending' ORDER BY created_at, id LIMIT 1 FOR UPDATE)
        RETURNING id`,
  );
  return row ? String(row.id) : null;
}

const makers: Record<
  ActivityKind,
  (tx: Exec, brandId: number, paidAt?: Date) => Promise<string | null>
> = {
  order: newOrder,
  question: newQuestion,
  notification: productNotification,
  withdrawal: advanceWithdrawal,
};

/**
 * One piece of activity for a brand, committed, then pushed to the brand's streams. An order
 * also pushes 'notification', because it brings its 'Pesanan baru masuk' entry for the bell.
 * Null when the brand has nothing to base it on (no order, product or pending withdrawal).
 */
export async function simulateActivity(
  db: Db,
  brandId: number,
  kind: ActivityKind,
  paidAt?: Date,
): Promise<ActivityResult | null> {
  const ref = await db.transaction((tx) => makers[kind](tx, brandId, paidAt));
  if (ref === null) return null;
  const bus = busOf(db);
  const events: BrandEvent[] = [{ type: kind, brandId }];
  if (kind === 'order') events.push({ type: 'notification', brandId });
  for (const event of events) bus.publish(event);
  return { kind, brandId, ref };
}

async function brandOf(
  db: Db,
  body: { brandId?: unknown; email?: unknown },
): Promise<number | null> {
  if (body.brandId !== undefined) {
    const row = await one<{ id: number }>(
      db,
      sql`SELECT id FROM brands WHERE id = ${Number(body.brandId) || 0}`,
    );
    return row?.id ?? null;
  }
  if (typeof body.email === 'string') {
    const row = await one<{ id: number }>(
      db,
      sql`SELECT b.id FROM brands b JOIN users u ON u.id = b.user_id WHERE lower(u.email) = lower(${body.email}) ORDER BY b.id LIMIT 1`,
    );
    return row?.id ?? null;
  }
  return null;
}

/**
 * POST /__sandbox/activity {kind, brandId | email, paidAt?}: test-only (SANDBOX_FAULTS=1), like
 * the fault routes. `email` picks the user's first brand, the one a fresh sign-in lands on;
 * `paidAt` (an order's payment, within the last 30 days) lets a test place an order whose
 * ship-by deadline falls where it needs it (e2e/ship-by.spec.ts).
 */
export function mountSimulation(app: Hono, db: Db): void {
  app.post('/__sandbox/activity', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      kind?: unknown;
      brandId?: unknown;
      email?: unknown;
      paidAt?: unknown;
    };
    const paidAt = typeof body.paidAt === 'string' ? new Date(body.paidAt) : undefined;
    if (
      paidAt &&
      !(paidAt.getTime() <= Date.now() && paidAt.getTime() > Date.now() - 30 * 86_400_000)
    )
      return c.json(
        errorBody('BAD_REQUEST', "Kolom 'paidAt' harus waktu dalam 30 hari terakhir."),
        400,
      );
    const kind = activityKinds.find((k) => k === body.kind);
    if (!kind)
      return c.json(
        errorBody('BAD_REQUEST', `Kolom 'kind' harus salah satu dari ${activityKinds.join(', ')}.`),
        400,
      );
    const brandId = await brandOf(db, body);
    if (brandId === null) return c.json(errorBody('NOT_FOUND', 'Brand tidak ditemukan.'), 404);
    const result = await simulateActivity(db, brandId, kind, paidAt);
    if (!result)
      return c.json(
        errorBody('BAD_REQUEST', 'Brand ini belum punya data untuk aktivitas tersebut.'),
        400,
      );
    return c.json({ data: result }, 201);
  });
}

/**
 * `--simulate-activity`: every `intervalMs` a random brand gets a random piece of activity, so
 * the live badges can be watched without a test. Returns the stop function.
 */
export function startActivitySimulation(
  db: Db,
  intervalMs: number,
  log: (line: string) => void = console.log,
): () => void {
  const tick = async () => {
    const brand = await one<{ id: number }>(
      db,
      sql`SELECT id FROM brands ORDER BY random() LIMIT 1`,
    );
    if (!brand) return;
    const kind = pick<ActivityKind>(['order', 'order', 'question', 'notification']);
    const result = await simulateActivity(db, brand.id, kind);
    if (result)
      log(`Aktivitas simulasi: ${result.kind} untuk brand ${result.brandId} (${result.ref})`);
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => console.error('Aktivitas simulasi gagal', error));
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rows } from '../src/db/query.js';
import { onBothDatabases } from './both-databases.js';
import type { TestSandbox } from './support.js';

/*
 * The demo data obeys the product's own rules and its figures agree from page to page. Every
 * check reads what the contract answers, as the dashboard would.
 */

/** Waybill numbers as couriers print them: 8 to 30 letters and digits (docs/decisions/orders.md). */
const waybillRule = /^[A-Z0-9]{8,30}$/;

const accounts = [
  { email: 'seller@demo.id', tenant: 'partner', brands: [101, 102, 103] },
  { email: 'stockist@demo.id', tenant: 'stockist', brands: [201, 202] },
  { email: 'mofasa@demo.id', tenant: 'mofasa', brands: [301] },
  { email: 'single@demo.id', tenant: 'partner', brands: [401] },
] as const;

interface Order {
  orderCode: string;
  status: number;
  totalAmount: number;
  subtotal?: number;
  shippingCost?: number;
  waybillNumber: string | null;
  items: { price: number; quantity: number }[];
}

interface Movement {
  id: number;
  category: string;
  amount: number;
  orderCode: string | null;
  withdrawalId: number | null;
}

async function getAll<T>(sandbox: TestSandbox, token: string, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const res = await sandbox.request('GET', `${path}&page=${page}&size=100`, { token });
    expect(res.status, path).toBe(200);
    const body = (await res.json()) as { data: T[]; metadata: { totalPage: number } };
    all.push(...body.data);
    if (page >= body.metadata.totalPage) return all;
  }
}

const ordersOf = (sandbox: TestSandbox, token: string, tenant: string, brandId: number) =>
  getAll<Order>(sandbox, token, `/api/brand/v3/${tenant}/order/list?brandId=${brandId}&status=-1`);

const ledgerOf = (sandbox: TestSandbox, token: string, tenant: string, brandId: number) =>
  getAll<Movement>(
    sandbox,
    token,
    `/api/disbursement/v2/${tenant}/finance/transaction?brandId=${brandId}`,
  );

onBothDatabases('seeded figures agree', (sandbox, kind) => {
  it(`every seeded order's subtotal and shipping add up to its total (${kind})`, async () => {
    let checked = 0;
    for (const account of accounts) {
      const token = await sandbox().login(account.email);
      for (const brandId of account.brands) {
        for (const order of await ordersOf(sandbox(), token, account.tenant, brandId)) {
          const items = order.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
          expect(order.subtotal, order.orderCode).toBe(items);
          expect(order.shippingCost, order.orderCode).toBeGreaterThanOrEqual(0);
          expect(order.subtotal! + order.shippingCost!, order.orderCode).toBe(order.totalAmount);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it(`every seeded waybill passes the dashboard's waybill rule (${kind})`, async () => {
    const waybills = await rows<{ waybill: string }>(
      sandbox().database.db,
      sql`SELECT waybill FROM orders WHERE waybill IS NOT NULL`,
    );
    expect(waybills.length).toBeGreaterThan(500);
    expect(waybills.map((w) => w.waybill).filter((w) => !waybillRule.test(w))).toEqual([]);
  });

  it(`every ledger entry of an order names a real order of the brand, with its total (${kind})`, async () => {
    for (const account of accounts) {
      const token = await sandbox().login(account.email);
      for (const brandId of account.brands) {
        const orders = new Map(
          (await ordersOf(sandbox(), token, account.tenant, brandId)).map((o) => [o.orderCode, o]),
        );
        const ledger = await ledgerOf(sandbox(), token, account.tenant, brandId);
        const ofOrders = ledger.filter((m) => m.orderCode !== null);
        expect(ofOrders.length, `brand ${brandId}`).toBeGreaterThan(10);
        for (const movement of ofOrders) {
          const order = orders.get(movement.orderCode!);
          expect(order, `${brandId} ${movement.orderCode}`).toBeDefined();
          // Income is paid out when the buyer has the goods: finished or received orders only.
          expect([6, 8], movement.orderCode!).toContain(order!.status);
          if (movement.category === 'order_income')
            expect(movement.amount).toBe(order!.totalAmount);
          if (movement.category === 'fee')
            expect(movement.amount).toBe(Math.round((order!.subtotal! * 2) / 100));
          if (movement.category === 'refund')
            expect(movement.amount).toBeLessThanOrEqual(order!.subtotal!);
        }
        // Each paid-out order is paid once.
        const incomes = ofOrders.filter((m) => m.category === 'order_income');
        expect(new Set(incomes.map((m) => m.orderCode)).size).toBe(incomes.length);
      }
    }
  });

  it(`the ledger export carries the same order codes as the ledger (${kind})`, async () => {
    const token = await sandbox().login('seller@demo.id');
    const ledger = await ledgerOf(sandbox(), token, 'partner', 101);
    const res = await sandbox().request(
      'GET',
      '/api/disbursement/v2/partner/finance/transaction/export?brandId=101&format=csv',
      { token },
    );
    expect(res.status).toBe(200);
    const csv = await res.text();
    const exported = [...csv.matchAll(/INV\/\d{8}\/101\/\d{6}/g)].map((m) => m[0]);
    const listed = ledger.flatMap((m) => (m.orderCode ? [m.orderCode] : []));
    expect(exported.sort()).toEqual(listed.sort());
  });

  it(`seeded withdrawals and offline sales have ids shaped like new ones (${kind})`, async () => {
    const seller = await sandbox().login('seller@demo.id');
    const made = await sandbox().request('POST', '/api/disbursement/v2/partner/withdrawal', {
      token: seller,
      json: { brandId: 102, amount: 10_000, note: '' },
    });
    expect(made.status).toBe(201);
    const fresh = ((await made.json()) as { data: { id: number } }).data.id;
    const seededWithdrawals = await rows<{ id: number }>(
      sandbox().database.db,
      sql`SELECT id FROM withdrawals WHERE id <> ${fresh}`,
    );
    expect(seededWithdrawals.length).toBeGreaterThan(20);
    for (const { id } of seededWithdrawals) {
      expect(String(id)).toHaveLength(String(fresh).length);
      expect(id).toBeLessThan(fresh);
    }
    // A ledger row of a withdrawal names the withdrawal's id, as a new request's row does.
    const ledger = await ledgerOf(sandbox(), seller, 'partner', 102);
    const withdrawalIds = new Set(seededWithdrawals.map((w) => w.id).concat(fresh));
    for (const m of ledger.filter((l) => l.withdrawalId !== null))
      expect(withdrawalIds.has(m.withdrawalId!)).toBe(true);

    const sales = await rows<{ id: number; order_code: string; stockist_id: number; day: string }>(
      sandbox().database.db,
      sql`SELECT id, order_code, stockist_id, to_char(transaction_date, 'YYYYMMDD') AS day FROM offline_transactions`,
    );
    expect(sales.length).toBeGreaterThan(30);
    for (const sale of sales) {
      // The code a new sale gets (routes/stockist.ts): OFF/<date>/<stockist>/<id>, id from the sequence.
      expect(sale.order_code).toBe(`OFF/${sale.day}/${sale.stockist_id}/${sale.id}`);
      expect(sale.id).toBeGreaterThanOrEqual(1_000_000);
    }
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { simulateActivity } from '../src/push/simulate.js';
import { onBothDatabases } from './both-databases.js';
import type { TestSandbox } from './support.js';

/* Ship-by deadlines (docs/decisions/ship-by.md): the rule, the queue's filters and sort. */

const rule = { workingDays: 2, weekdays: [1, 2, 3, 4, 5] };

async function shipByOf(sb: TestSandbox, paidWib: string, r: object = rule): Promise<string> {
  const row = await one<{ at: string }>(
    sb.database.db,
    sql`SELECT iso(ship_by_of(${`${paidWib}+07:00`}::timestamptz, ${JSON.stringify(r)}::jsonb)) AS at`,
  );
  return new Date(row!.at).toISOString();
}

const wib = (local: string) => new Date(`${local}+07:00`).toISOString();

interface OrderPage {
  data: { orderCode: string; status: number; shipBy: string | null }[];
  metadata: { totalItem: number };
}

async function list(sb: TestSandbox, token: string, query: string): Promise<OrderPage> {
  const res = await sb.request('GET', `/api/brand/v3/partner/order/list?brandId=101&${query}`, {
    token,
  });
  expect(res.status, query).toBe(200);
  return (await res.json()) as OrderPage;
}

async function newOrder(sb: TestSandbox): Promise<string> {
  const made = await simulateActivity(sb.database.db, 101, 'order');
  return made!.ref;
}

const setShipBy = (sb: TestSandbox, code: string, at: Date) =>
  sb.database.db.execute(
    sql`UPDATE orders SET ship_by = ${at.toISOString()}::timestamptz WHERE order_code = ${code}`,
  );

onBothDatabases('ship-by deadlines', (sandbox) => {
  it('is two working days after payment at the same clock time, weekends skipped', async () => {
    const sb = sandbox();
    // Wednesday → Friday; Friday → Tuesday; Saturday and Sunday → Tuesday.
    expect(await shipByOf(sb, '2026-12-02T14:00:00')).toBe(wib('2026-12-04T14:00:00'));
    expect(await shipByOf(sb, '2026-12-04T14:00:00')).toBe(wib('2026-12-08T14:00:00'));
    expect(await shipByOf(sb, '2026-12-05T10:30:00')).toBe(wib('2026-12-08T10:30:00'));
    expect(await shipByOf(sb, '2026-12-06T08:00:00')).toBe(wib('2026-12-08T08:00:00'));
    // Thursday 23.30 WIB is still Thursday in WIB (16.30 UTC): Monday 23.30 WIB.
    expect(await shipByOf(sb, '2026-12-03T23:30:00')).toBe(wib('2026-12-07T23:30:00'));
    // A tenant that ships on Saturdays too, within one working day.
    expect(
      await shipByOf(sb, '2026-12-04T09:00:00', { workingDays: 1, weekdays: [1, 2, 3, 4, 5, 6] }),
    ).toBe(wib('2026-12-05T09:00:00'));
  });

  it('a new order carries the deadline of its tenant rule; a shipped one none', async () => {
    const sb = sandbox();
    const token = await sb.login('seller@demo.id');
    const code = await newOrder(sb);
    const row = await one<{ created: string; expected: string }>(
      sb.database.db,
      sql`SELECT iso(created_at) AS created, iso(ship_by_of(created_at, ${JSON.stringify(rule)}::jsonb)) AS expected
          FROM orders WHERE order_code = ${code}`,
    );
    const found = (await list(sb, token, `q=${encodeURIComponent(code)}`)).data[0]!;
    expect(new Date(found.shipBy!).toISOString()).toBe(new Date(row!.expected).toISOString());
    expect(Date.parse(found.shipBy!)).toBeGreaterThan(Date.parse(row!.created) + 47 * 3600_000);
    const shipped = await list(sb, token, 'status=3&size=5');
    expect(shipped.data.length).toBeGreaterThan(0);
    for (const o of shipped.data) expect(o.shipBy).toBeNull();
  });

  it("'today', 'soon' and 'late' list exactly the orders in their window; sort by deadline", async () => {
    const sb = sandbox();
    const token = await sb.login('seller@demo.id');
    const now = Date.now();
    const wibMidnight = Math.ceil((now + 7 * 3600_000) / 86_400_000) * 86_400_000 - 7 * 3600_000;
    const [later, soon, late, tomorrow] = [
      await newOrder(sb),
      await newOrder(sb),
      await newOrder(sb),
      await newOrder(sb),
    ];
    // Later today (halfway to WIB midnight), within 6 hours, an hour ago, two days on.
    const laterToday = new Date(now + (wibMidnight - now) / 2);
    await setShipBy(sb, later!, laterToday);
    await setShipBy(sb, soon!, new Date(now + 5 * 3600_000));
    await setShipBy(sb, late!, new Date(now - 3600_000));
    await setShipBy(sb, tomorrow!, new Date(wibMidnight + 86_400_000));
    const codes = async (q: string) =>
      new Set((await list(sb, token, `${q}&size=100`)).data.map((o) => o.orderCode));
    const today = await codes('shipBy=today');
    expect(today.has(later!)).toBe(true);
    expect(today.has(late!)).toBe(false);
    expect(today.has(tomorrow!)).toBe(false);
    const soonList = await codes('shipBy=soon');
    expect(soonList.has(soon!)).toBe(true);
    expect(soonList.has(late!)).toBe(false);
    expect(soonList.has(tomorrow!)).toBe(false);
    const lateList = await codes('shipBy=late');
    expect(lateList.has(late!)).toBe(true);
    expect(lateList.has(soon!)).toBe(false);
    for (const o of (await list(sb, token, 'shipBy=late&size=100')).data) {
      expect([1, 2]).toContain(o.status);
      expect(Date.parse(o.shipBy!)).toBeLessThan(Date.now());
    }
    const sorted = (await list(sb, token, 'status=1&sortBy=shipBy&sortDirection=asc&size=100'))
      .data;
    const times = sorted.map((o) => Date.parse(o.shipBy!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const refused = await sb.request(
      'GET',
      '/api/brand/v3/partner/order/list?brandId=101&shipBy=yesterday',
      { token },
    );
    expect(refused.status).toBe(400);
  });

  it("home's 'Perlu tindakan' counts the same orders as the queue's filters", async () => {
    const sb = sandbox();
    const token = await sb.login('seller@demo.id');
    const late = await newOrder(sb);
    await setShipBy(sb, late, new Date(Date.now() - 2 * 3600_000));
    const res = await sb.request('GET', '/api/dashboard/v3/partner/dashboard/action-queue/101', {
      token,
    });
    expect(res.status).toBe(200);
    const counts = ((await res.json()) as { data: Record<string, number> }).data;
    const total = async (q: string) => {
      const page = await list(sb, token, q);
      return page.metadata.totalItem;
    };
    expect(counts.late).toBeGreaterThan(0);
    expect(counts.late).toBe(await total('shipBy=late'));
    expect(counts.shipToday).toBe(await total('shipBy=today'));
    const variants = await sb.request(
      'GET',
      '/api/product/v2/partner/variant/list?brandId=101&stockStatus=out-of-stock&size=1',
      { token },
    );
    expect(variants.status).toBe(200);
    const body = (await variants.json()) as { metadata: { totalItem: number } };
    expect(counts.outOfStockVariants).toBe(body.metadata.totalItem);
    expect(counts.outOfStockVariants).toBeGreaterThan(0);
    const other = await sb.request('GET', '/api/dashboard/v3/partner/dashboard/action-queue/301', {
      token,
    });
    expect(other.status).toBeGreaterThanOrEqual(403);
  });
});

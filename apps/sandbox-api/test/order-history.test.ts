import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './support.js';

interface ApiOrder {
  orderCode: string;
  status: number;
  createdAt: string;
  updatedAt: string;
  address: {
    recipientName: string;
    phone: string;
    street: string;
    city: string;
    province: string | null;
    postalCode: string | null;
  };
  statusHistory: { status: number; changedAt: string }[];
}

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.login('seller@demo.id');
});

afterAll(async () => {
  await sandbox.close();
});

async function list(status: number, size = 5): Promise<ApiOrder[]> {
  const response = await sandbox.request(
    'GET',
    `/api/brand/v3/partner/order/list?brandId=101&status=${status}&size=${size}`,
    { token },
  );
  return ((await response.json()) as { data: ApiOrder[] }).data;
}

async function find(orderCode: string): Promise<ApiOrder | undefined> {
  const response = await sandbox.request(
    'GET',
    `/api/brand/v3/partner/order/list?brandId=101&status=-1&q=${encodeURIComponent(orderCode)}`,
    { token },
  );
  return ((await response.json()) as { data: ApiOrder[] }).data.find(
    (order) => order.orderCode === orderCode,
  );
}

const statuses = (order: ApiOrder | undefined) => order?.statusHistory.map((step) => step.status);

describe('order address and status history', () => {
  it('seeds a path ending in the current status, from created to updated', async () => {
    const paths: Record<number, number[]> = {
      1: [1],
      2: [1, 2],
      3: [1, 2, 3],
      4: [1, 2, 4],
      5: [1, 2, 3, 8, 5],
      6: [1, 2, 3, 8, 6],
      8: [1, 2, 3, 8],
    };
    for (const [status, path] of Object.entries(paths)) {
      const [order] = await list(Number(status), 1);
      expect(statuses(order)).toEqual(path);
      expect(order?.statusHistory[0]?.changedAt).toBe(order?.createdAt);
      expect(order?.statusHistory.at(-1)?.changedAt).toBe(order?.updatedAt);
    }
  });

  it('returns the shipping address with a province and postal code', async () => {
    const [order] = await list(1, 1);
    expect(order?.address.province).toMatch(/\S/);
    expect(order?.address.postalCode).toMatch(/^\d{5}$/);
    expect(order?.address.street).toMatch(/ No\. \d+, RT \d{3}\/RW \d{3}$/);
  });

  it('records processing and the first waybill, not a corrected one', async () => {
    const [order] = await list(1, 1);
    const code = order!.orderCode;
    await sandbox.request('PATCH', '/api/brand/v3/partner/order/process/batch?brandId=101', {
      token,
      json: { orderCodes: [code] },
    });
    expect(statuses(await find(code))).toEqual([1, 2]);

    const waybill = {
      brandId: 101,
      orderCode: code,
      courier: 'JNE REG',
      waybillNumber: 'JN000999888777',
    };
    await sandbox.request('PUT', '/api/brand/v2/partner/order/waybill/update', {
      token,
      json: waybill,
    });
    const shipped = await find(code);
    expect(statuses(shipped)).toEqual([1, 2, 3]);
    expect(shipped?.statusHistory.at(-1)?.changedAt).toBe(shipped?.updatedAt);

    await sandbox.request('PUT', '/api/brand/v2/partner/order/waybill/update', {
      token,
      json: { ...waybill, waybillNumber: 'JN000999888778' },
    });
    expect((await find(code))?.statusHistory).toEqual(shipped?.statusHistory);
  });
});

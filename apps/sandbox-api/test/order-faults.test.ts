import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './support.js';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.login('seller@demo.id');
});

afterAll(async () => {
  await sandbox.close();
});

async function waitingCodes(count: number): Promise<string[]> {
  const response = await sandbox.request(
    'GET',
    `/api/brand/v3/partner/order/list?brandId=101&status=1&size=${count}`,
    { token },
  );
  const body = (await response.json()) as { data: { orderCode: string }[] };
  return body.data.map((order) => order.orderCode);
}

function processBatch(orderCodes: string[]) {
  return sandbox.request('PATCH', '/api/brand/v3/partner/order/process/batch?brandId=101', {
    token,
    json: { orderCodes },
  });
}

describe('per-order process failures (test-only, through /__sandbox/config)', () => {
  it('fails only the named orders of a batch and processes the others', async () => {
    const [failing, passing] = await waitingCodes(2);
    const set = await sandbox.request('PUT', '/__sandbox/config/sandbox.orders.failProcess', {
      json: { value: [failing] },
    });
    expect(set.status).toBe(200);

    const response = await processBatch([failing!, passing!]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        processed: [passing],
        failed: [
          { orderCode: failing, reason: 'Pesanan gagal diproses: stok gudang sedang dikunci.' },
        ],
      },
    });
    expect(await waitingCodes(50)).toContain(failing);
  });

  it('lets the order through once the list is emptied', async () => {
    const [code] = await waitingCodes(1);
    await sandbox.request('PUT', '/__sandbox/config/sandbox.orders.failProcess', {
      json: { value: [code] },
    });
    await sandbox.request('PUT', '/__sandbox/config/sandbox.orders.failProcess', {
      json: { value: [] },
    });
    const body = (await (await processBatch([code!])).json()) as { data: { processed: string[] } };
    expect(body.data.processed).toEqual([code]);
  });
});

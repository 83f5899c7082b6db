import { expect, it } from 'vitest';
import { onBothDatabases } from './both-databases.js';

interface ApiOrder {
  orderCode: string;
  status: number;
  waybillNumber: string | null;
  updatedAt: string;
}

/*
 * The dashboard's outbox replays a waybill save that got no answer with the key it was first sent
 * with. A waybill save moves the order to shipped and stamps its history, so the replay must be
 * answered from the first save's record, not run again. A different number under the same key is
 * another request: it is refused (422) and the first save stays.
 */
onBothDatabases('waybill saves with an Idempotency-Key', (sandbox) => {
  async function processedOrders(count: number): Promise<string[]> {
    const token = await sandbox().login('seller@demo.id');
    const response = await sandbox().request(
      'GET',
      `/api/brand/v3/partner/order/list?brandId=101&status=2&size=${count}`,
      { token },
    );
    const codes = ((await response.json()) as { data: ApiOrder[] }).data.map(
      (order) => order.orderCode,
    );
    if (codes.length < count)
      throw new Error(`the seed has fewer than ${count} processed orders for brand 101`);
    return codes;
  }

  async function find(token: string, orderCode: string): Promise<ApiOrder | undefined> {
    const response = await sandbox().request(
      'GET',
      `/api/brand/v3/partner/order/list?brandId=101&status=-1&q=${encodeURIComponent(orderCode)}`,
      {
        token,
      },
    );
    return ((await response.json()) as { data: ApiOrder[] }).data.find(
      (order) => order.orderCode === orderCode,
    );
  }

  it('saves one order once when the same key is sent twice (brand JSON call and admin form call)', async () => {
    const token = await sandbox().login('seller@demo.id');
    const [brandCode, adminCode] = await processedOrders(2);

    const brandSend = (waybillNumber: string) =>
      sandbox().request('PUT', '/api/brand/v2/partner/order/waybill/update', {
        token,
        json: { brandId: 101, orderCode: brandCode, courier: 'JNE REG', waybillNumber },
        headers: { 'Idempotency-Key': 'waybill-replay-key-1' },
      });
    expect((await brandSend('JN000555000111')).status).toBe(200);
    const saved = await find(token, brandCode!);
    const repeat = await brandSend('JN000555000111');
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await find(token, brandCode!)).toEqual(saved);
    expect((await brandSend('JN000555000222')).status).toBe(422);
    expect(await find(token, brandCode!)).toEqual(saved);
    expect(saved?.waybillNumber).toBe('JN000555000111');

    const adminSend = (waybillNumber: string) =>
      sandbox().request('PUT', '/api/admin/admin/order-list/update-waybill', {
        token,
        form: { brandId: 101, orderCode: adminCode!, courier: 'AnterAja', waybillNumber },
        headers: { 'Idempotency-Key': 'waybill-replay-key-2' },
      });
    expect((await adminSend('AA000555000111')).status).toBe(200);
    const repeatAdmin = await adminSend('AA000555000111');
    expect(repeatAdmin.status).toBe(200);
    expect(repeatAdmin.headers.get('idempotent-replayed')).toBe('true');
    expect((await adminSend('AA000555000222')).status).toBe(422);
    expect((await find(token, adminCode!))?.waybillNumber).toBe('AA000555000111');
  });

  it('saves a batch once when the same key is sent twice', async () => {
    const token = await sandbox().login('seller@demo.id');
    const [code] = await processedOrders(1);
    const send = (waybillNumber: string) =>
      sandbox().request('POST', '/api/admin/admin/order-list/v2/update-waybill-batch', {
        token,
        json: { brandId: 101, items: [{ orderCode: code, courier: 'SiCepat REG', waybillNumber }] },
        headers: { 'Idempotency-Key': 'waybill-replay-key-3' },
      });
    expect((await send('SC000555000111')).status).toBe(200);
    const repeat = await send('SC000555000111');
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect((await send('SC000555000222')).status).toBe(422);
    expect((await find(token, code!))?.waybillNumber).toBe('SC000555000111');
  });
});

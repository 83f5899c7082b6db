import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/index';
import { BASE_URL, makeClients, rejectionOf, useMockServer } from './setup';

const server = useMockServer();
const stockUrl = `${BASE_URL}/product/v3/partner/variant/stock/bulk`;

function stockServer() {
  const sent: { key: string | null; body: unknown }[] = [];
  server.use(
    http.patch(stockUrl, async ({ request }) => {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return HttpResponse.json({ data: { brandId: 7, updated: [] } });
    }),
  );
  return sent;
}

const saveStock = (
  clients: ReturnType<typeof makeClients>['clients'],
  key: string,
  delta: number,
) =>
  unwrap(
    clients.product.PATCH('/v3/{tenant}/variant/stock/bulk', {
      params: { path: { tenant: 'partner' }, header: { 'Idempotency-Key': key } },
      body: { brandId: 7, items: [{ variantId: 11, delta }] },
    }),
  );

describe('Idempotency-Key guard', () => {
  it('sends a key again with the same request (a retry)', async () => {
    const sent = stockServer();
    const { clients } = makeClients();
    await saveStock(clients, 'key-retry-0001', 2);
    await saveStock(clients, 'key-retry-0001', 2);
    expect(sent.map((call) => call.key)).toEqual(['key-retry-0001', 'key-retry-0001']);
  });

  it('never sends a key again with another body, and tells the user', async () => {
    const sent = stockServer();
    const { clients, toasts } = makeClients();
    await saveStock(clients, 'key-reused-0001', 2);
    const error = await rejectionOf(saveStock(clients, 'key-reused-0001', 3));
    expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(error.message).toBe(
      'Terjadi kesalahan: Perubahan ini sudah pernah dikirim dengan isi lain. Muat ulang halaman lalu coba lagi.',
    );
    expect(toasts).toEqual([error.message]);
    expect(sent).toEqual([
      { key: 'key-reused-0001', body: { brandId: 7, items: [{ variantId: 11, delta: 2 }] } },
    ]);
  });

  it('lets a new key carry the changed body', async () => {
    const sent = stockServer();
    const { clients } = makeClients();
    await saveStock(clients, 'key-first-00001', 2);
    await saveStock(clients, 'key-second-0001', 3);
    expect(sent.map((call) => call.key)).toEqual(['key-first-00001', 'key-second-0001']);
  });
});

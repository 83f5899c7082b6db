import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, toFormData, unwrap, type Schema } from '../../src/index';
import { BASE_URL, makeClients, rejectionOf, useMockServer } from './setup';

const server = useMockServer();

const brand: Schema<'brand', 'Brand'> = {
  id: 3,
  brandId: 3,
  brandName: 'Kopi Nusantara',
  logoUrl: null,
  type: 'regular',
  brandType: 'regular',
  brandLevel: null,
  benefitTier: null,
  brandJagoan: null,
  isJagoan: false,
  hasStockist: false,
};

describe('requests', () => {
  it('sends the bearer token from getAccessToken', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${BASE_URL}/brand/v1/brand/3`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: brand });
      }),
    );
    const { clients } = makeClients();
    const data = await unwrap(clients.brand.GET('/v1/brand/{id}', { params: { path: { id: 3 } } }));
    expect(authorization).toBe('Bearer token-123');
    expect(data.data.brandName).toBe('Kopi Nusantara');
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE_URL}/admin/version`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({
          data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': true } },
        });
      }),
    );
    const { clients } = makeClients({ getAccessToken: () => null });
    const data = await unwrap(clients.admin.GET('/version'));
    expect(authorization).toBeNull();
    expect(data.data.config['Multistock.Phase2.Enable']).toBe(true);
  });

  it('puts every service under the default base, and honours per-service overrides', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE_URL}/brand/v1/brand/3`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ data: brand });
      }),
      http.get('https://produk.example.id/v9/v3/partner/product/list', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({
          data: [],
          metadata: {
            currentPage: 1,
            nextPage: null,
            pageSize: 15,
            previousPage: null,
            totalItem: 0,
            totalPage: 0,
          },
        });
      }),
    );
    const { clients } = makeClients({ services: { product: 'https://produk.example.id/v9/' } });
    await unwrap(clients.brand.GET('/v1/brand/{id}', { params: { path: { id: 3 } } }));
    const list = await unwrap(
      clients.product.GET('/v3/{tenant}/product/list', {
        params: { path: { tenant: 'partner' }, query: { brandId: 3, page: 1 } },
      }),
    );
    expect(list.metadata.totalItem).toBe(0);
    expect(seen).toEqual([
      'http://api.test/api/brand/v1/brand/3',
      'https://produk.example.id/v9/v3/partner/product/list?brandId=3&page=1',
    ]);
  });

  it('sends POST /oauth2/token as multipart with a Basic credential', async () => {
    let grantType: FormDataEntryValue | null = null;
    let authorization: string | null = null;
    server.use(
      http.post(`${BASE_URL}/auth/oauth2/token`, async ({ request }) => {
        authorization = request.headers.get('Authorization');
        grantType = (await request.formData()).get('grant_type');
        return HttpResponse.json({
          access_token: 'client-token',
          token_type: 'bearer',
          expires_in: 3600,
        });
      }),
    );
    const { clients } = makeClients({ getAccessToken: () => undefined });
    const token = await unwrap(
      clients.auth.POST('/oauth2/token', {
        headers: { Authorization: `Basic ${btoa('dashboard:rahasia')}` },
        body: { grant_type: 'client_credentials' },
        bodySerializer: toFormData,
      }),
    );
    expect(grantType).toBe('client_credentials');
    expect(authorization).toBe(`Basic ${btoa('dashboard:rahasia')}`);
    expect(token.expires_in).toBe(3600);
  });

  it('resolves a 204 answer to undefined without a toast', async () => {
    server.use(
      http.post(
        `${BASE_URL}/brand-base/v1/analytics/events`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const { clients, toasts } = makeClients();
    const result = await unwrap(
      clients['brand-base'].POST('/v1/analytics/events', {
        body: { events: [{ name: 'homepage_view', occurredAt: '2026-11-22T08:00:00Z' }] },
      }),
    );
    expect(result).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('resolves an empty 2xx body of a call without an envelope to undefined', async () => {
    server.use(http.post(`${BASE_URL}/auth/logout`, () => new HttpResponse('', { status: 200 })));
    const { clients, toasts } = makeClients();
    const result = await clients.auth.POST('/logout');
    expect(result.data).toBeUndefined();
    expect(toasts).toEqual([]);
  });
});

describe('unwrap', () => {
  it('turns any other thrown value into an ApiError with the other-failure message', async () => {
    const error = await rejectionOf(
      unwrap(Promise.reject(new Error('Gagal memproses permintaan'))),
    );
    expect(error).toMatchObject({
      kind: 'unknown',
      message: 'Terjadi kesalahan: Gagal memproses permintaan',
    });
  });

  it('throws an ApiError for an error result of a client without the middleware', async () => {
    const result = {
      error: { metadata: { messsage: 'Stok tidak boleh negatif.' } },
      response: new Response(null, { status: 400 }),
    };
    const error = await rejectionOf(unwrap(result));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Stok tidak boleh negatif.' });
  });
});

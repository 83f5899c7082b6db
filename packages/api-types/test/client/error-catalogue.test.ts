import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HIDE_ERROR_HEADERS, FORM_URLENCODED_HEADERS } from '../../src/index';
import { BASE_URL, makeClients, rejectionOf, useMockServer } from './setup';

const server = useMockServer();

const brandUrl = `${BASE_URL}/brand/v1/brand/:id`;
const getBrand = (clients: ReturnType<typeof makeClients>['clients'], id = 999) =>
  clients.brand.GET('/v1/brand/{id}', { params: { path: { id } } });

// One block per row of the error catalogue in spec §8 that the client owns.
describe('§8 any failed response: message from the body, shown as a toast', () => {
  it('takes error.message first', async () => {
    server.use(
      http.get(brandUrl, () =>
        HttpResponse.json(
          {
            error: { code: 'NOT_FOUND', message: 'Brand tidak ditemukan.' },
            metadata: { messsage: 'Lain.' },
            message: 'Lainnya.',
          },
          { status: 404 },
        ),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Brand tidak ditemukan.',
      kind: 'http',
    });
    expect(error.path).toBe('/api/brand/v1/brand/999');
    expect(error.method).toBe('GET');
    expect(toasts).toEqual(['Brand tidak ditemukan.']);
  });

  it('shows the service’s own words while its database is away (503)', async () => {
    const away = 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.';
    server.use(
      http.get(brandUrl, () =>
        HttpResponse.json(
          { error: { code: 'SERVICE_UNAVAILABLE', message: away }, metadata: { messsage: away } },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: away,
      kind: 'http',
    });
    expect(toasts).toEqual([away]);
  });

  it('takes metadata.messsage (sic) when error.message is missing', async () => {
    server.use(
      http.get(brandUrl, () =>
        HttpResponse.json({ metadata: { messsage: 'Data brand tidak valid.' } }, { status: 400 }),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({
      status: 400,
      code: 'HTTP_400',
      message: 'Data brand tidak valid.',
    });
    expect(toasts).toEqual(['Data brand tidak valid.']);
  });

  it('takes the body message when neither is present', async () => {
    server.use(
      http.get(brandUrl, () =>
        HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 503 }),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error.message).toBe('Server sedang sibuk.');
    expect(toasts).toEqual(['Server sedang sibuk.']);
  });

  it('falls back to the unknown-error message', async () => {
    server.use(
      http.get(brandUrl, () => HttpResponse.json({ error: { code: 'X' } }, { status: 500 })),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({
      status: 500,
      code: 'X',
      message: 'Terjadi kesalahan yang tidak diketahui.',
    });
    expect(toasts).toEqual(['Terjadi kesalahan yang tidak diketahui.']);
  });

  it('shows no toast when the request sets the hide-error header', async () => {
    let sentHeader: string | null = null;
    server.use(
      http.get(brandUrl, ({ request }) => {
        sentHeader = request.headers.get('hide-error');
        return HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'Brand tidak ditemukan.' } },
          { status: 404 },
        );
      }),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(
      clients.brand.GET('/v1/brand/{id}', {
        params: { path: { id: 9 } },
        headers: HIDE_ERROR_HEADERS,
      }),
    );
    expect(error.message).toBe('Brand tidak ditemukan.');
    expect(sentHeader).toBe('true');
    expect(toasts).toEqual([]);
  });
});

describe('§8 401: the session is handed over', () => {
  it('calls onUnauthorized with the ApiError', async () => {
    server.use(
      http.get(`${BASE_URL}/mimin/admin/user/profile`, () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHORIZED', message: 'Sesi Anda telah berakhir.' } },
          { status: 401 },
        ),
      ),
    );
    const { clients, onUnauthorized } = makeClients();
    const error = await rejectionOf(clients.mimin.GET('/admin/user/profile'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBe(error);
    expect(error.status).toBe(401);
  });

  it('does not call onUnauthorized for other failures', async () => {
    server.use(
      http.get(`${BASE_URL}/mimin/admin/user/profile`, () =>
        HttpResponse.json({}, { status: 403 }),
      ),
    );
    const { clients, onUnauthorized } = makeClients();
    await rejectionOf(clients.mimin.GET('/admin/user/profile'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('§8 no response', () => {
  it('gives the connection message', async () => {
    server.use(http.get(brandUrl, () => HttpResponse.error()));
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    });
    expect(toasts).toEqual([
      'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    ]);
  });
});

describe('§8 other failure', () => {
  it("gives 'Terjadi kesalahan: {message}'", async () => {
    const { clients, toasts } = makeClients({
      fetch: () => Promise.reject(new Error('Sertifikat server tidak valid')),
    });
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({
      kind: 'unknown',
      message: 'Terjadi kesalahan: Sertifikat server tidak valid',
    });
    expect(toasts).toEqual(['Terjadi kesalahan: Sertifikat server tidak valid']);
  });

  it('turns a malformed 2xx body into an ApiError instead of a SyntaxError', async () => {
    server.use(
      http.get(
        brandUrl,
        () =>
          new HttpResponse('{"data": {"id": 3,', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({ kind: 'malformed', status: 200, code: 'MALFORMED_RESPONSE' });
    expect(error.message).toBe('Terjadi kesalahan: Respons server tidak dapat dibaca.');
    expect(toasts).toEqual(['Terjadi kesalahan: Respons server tidak dapat dibaca.']);
  });

  it('refuses a 2xx body without the envelope the document promises', async () => {
    server.use(http.get(brandUrl, () => HttpResponse.json({ brandName: 'Kopi Nusantara' })));
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({ kind: 'malformed', status: 200, code: 'CONTRACT_MISMATCH' });
    expect(toasts).toEqual([
      'Terjadi kesalahan: Respons server tidak sesuai format yang diharapkan.',
    ]);
  });

  it('refuses an empty 2xx body where the document promises data', async () => {
    server.use(http.get(brandUrl, () => new HttpResponse('', { status: 200 })));
    const { clients } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error.code).toBe('CONTRACT_MISMATCH');
  });

  it('refuses a page answer without its paging metadata', async () => {
    server.use(
      http.get(`${BASE_URL}/brand/v3/partner/order/list`, () => HttpResponse.json({ data: [] })),
    );
    const { clients } = makeClients();
    const error = await rejectionOf(
      clients.brand.GET('/v3/{tenant}/order/list', {
        params: { path: { tenant: 'partner' }, query: { brandId: 1 } },
      }),
    );
    expect(error.code).toBe('CONTRACT_MISMATCH');
  });

  it('turns a malformed 5xx body into an ApiError with the fallback message', async () => {
    server.use(
      http.get(
        brandUrl,
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(getBrand(clients));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      code: 'HTTP_502',
      message: 'Terjadi kesalahan yang tidak diketahui.',
    });
    expect(toasts).toEqual(['Terjadi kesalahan yang tidak diketahui.']);
  });

  it('shows no toast for a request the caller cancels', async () => {
    server.use(http.get(brandUrl, () => new Promise<never>(() => undefined)));
    const { clients, toasts } = makeClients();
    const controller = new AbortController();
    const call = clients.brand.GET('/v1/brand/{id}', {
      params: { path: { id: 1 } },
      signal: controller.signal,
    });
    controller.abort();
    const error = await rejectionOf(call);
    expect(error.code).toBe('ABORTED');
    expect(toasts).toEqual([]);
  });
});

describe('§8 offline save with phase 2 off', () => {
  it("shows the server's message 'Transaksi offline gagal disimpan. Sistem sedang bermasalah'", async () => {
    let stockistHeader: string | null = null;
    server.use(
      http.post(`${BASE_URL}/stockist/v2/stockist/transaction/offline`, ({ request }) => {
        stockistHeader = request.headers.get('StockistId');
        return HttpResponse.json(
          {
            error: {
              code: 'MULTISTOCK_DISABLED',
              message: 'Transaksi offline gagal disimpan. Sistem sedang bermasalah',
            },
          },
          { status: 400 },
        );
      }),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(
      clients.stockist.POST('/v2/stockist/transaction/offline', {
        params: { header: { StockistId: '41' } },
        body: {
          brandId: 41,
          reasonId: 1,
          transactionDate: '2026-11-22',
          items: [{ variantId: 7, quantity: 2, price: 15000 }],
        },
      }),
    );
    expect(stockistHeader).toBe('41');
    expect(error.message).toBe('Transaksi offline gagal disimpan. Sistem sedang bermasalah');
    expect(toasts).toEqual(['Transaksi offline gagal disimpan. Sistem sedang bermasalah']);
  });
});

describe('§8 notification or banner load failure', () => {
  it('fails quietly when the call sets hide-error, so the app only logs it', async () => {
    server.use(
      http.get(`${BASE_URL}/brand/v1/partner/banner/list`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(
      clients.brand.GET('/v1/{tenant}/banner/list', {
        params: { path: { tenant: 'partner' } },
        headers: HIDE_ERROR_HEADERS,
      }),
    );
    expect(error.status).toBe(500);
    expect(toasts).toEqual([]);
  });
});

describe('§8 login calls: the global error toast is suppressed', () => {
  it('POST /login sends the form body and shows no toast on a wrong password', async () => {
    let form: Record<string, string> = {};
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE_URL}/auth/login`, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json(
          { error: { code: 'invalid_grant', message: 'Email atau kata sandi salah.' } },
          { status: 400 },
        );
      }),
    );
    const { clients, toasts, onUnauthorized } = makeClients({ getAccessToken: () => undefined });
    const error = await rejectionOf(
      clients.auth.POST('/login', {
        params: { header: HIDE_ERROR_HEADERS },
        headers: FORM_URLENCODED_HEADERS,
        body: { grant_type: 'password', username: 'seller@demo.id', password: 'salah' },
      }),
    );
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(form).toEqual({ grant_type: 'password', username: 'seller@demo.id', password: 'salah' });
    expect(error.message).toBe('Email atau kata sandi salah.');
    expect(toasts).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('POST /v2/{tenant}/login shows no toast either', async () => {
    server.use(
      http.post(`${BASE_URL}/mimin/v2/partner/login`, () =>
        HttpResponse.json(
          { error: { code: 'FORBIDDEN', message: 'Akun tidak terdaftar sebagai partner.' } },
          { status: 403 },
        ),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(
      clients.mimin.POST('/v2/{tenant}/login', {
        params: { path: { tenant: 'partner' }, header: HIDE_ERROR_HEADERS },
        body: { username: 'seller@demo.id' },
      }),
    );
    expect(error.message).toBe('Akun tidak terdaftar sebagai partner.');
    expect(toasts).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/index';
import { errorResponse, mockOperation, mockUrl } from '../../src/testing/index';
import { BASE_URL, makeClients, rejectionOf, useMockServer } from './setup';

const server = useMockServer();

describe('contract-typed MSW handlers', () => {
  it('turns document paths into MSW patterns under the service base', () => {
    expect(mockUrl({ baseUrl: BASE_URL }, 'product', '/v3/{tenant}/product/{id}')).toBe(
      'http://api.test/api/product/v3/:tenant/product/:id',
    );
    expect(
      mockUrl(
        { baseUrl: BASE_URL, services: { maps: 'https://peta.example.id' } },
        'maps',
        '/v1/maps/place/{placeId}',
      ),
    ).toBe('https://peta.example.id/v1/maps/place/:placeId');
  });

  it('answers a call with the typed body and hands over the path parameters', async () => {
    let seenTenant = '';
    server.use(
      mockOperation(
        { baseUrl: BASE_URL },
        'product',
        'get',
        '/v3/{tenant}/question/summary',
        ({ params }) => {
          seenTenant = params.tenant ?? '';
          return { data: { totalNotAnswered: 4, totalQuestion: 10, totalAnswered: 6 } };
        },
      ),
    );
    const { clients } = makeClients();
    const counts = await unwrap(
      clients.product.GET('/v3/{tenant}/question/summary', {
        params: { path: { tenant: 'stockist' }, query: { brandId: 2 } },
      }),
    );
    expect(seenTenant).toBe('stockist');
    expect(counts.data.totalNotAnswered).toBe(4);
  });

  it('answers errors in the §8 body shape', async () => {
    server.use(
      mockOperation({ baseUrl: BASE_URL }, 'disbursement', 'post', '/v2/{tenant}/withdrawal', () =>
        errorResponse(400, 'Saldo tidak mencukupi.', 'INSUFFICIENT_BALANCE'),
      ),
    );
    const { clients, toasts } = makeClients();
    const error = await rejectionOf(
      clients.disbursement.POST('/v2/{tenant}/withdrawal', {
        params: { path: { tenant: 'partner' } },
        body: { brandId: 1, amount: 5000 },
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Saldo tidak mencukupi.',
    });
    expect(toasts).toEqual(['Saldo tidak mencukupi.']);
  });

  it('refuses at compile time an answer that breaks the contract', () => {
    const handler = mockOperation(
      { baseUrl: BASE_URL },
      'product',
      'get',
      '/v3/{tenant}/question/summary',
      // @ts-expect-error totalAnswered is missing from the answer
      () => ({ data: { totalNotAnswered: 4, totalQuestion: 10 } }),
    );
    expect(handler.info.path).toBe('http://api.test/api/product/v3/:tenant/question/summary');
  });
});

// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, createApiClients, unwrap } from '../../src/index';
import { BASE_URL, useMockServer } from './setup';

const server = useMockServer();

afterEach(() => Cookies.remove(ACCESS_TOKEN_COOKIE));

describe('default access token', () => {
  it('is read from the evb_token cookie at call time', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE_URL}/mimin/admin/user/profile`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({
          data: {
            id: 1,
            name: 'Sari',
            telephone: null,
            email: 'seller@demo.id',
            profilePictureUrl: null,
          },
        });
      }),
    );
    const clients = createApiClients({ baseUrl: BASE_URL });
    await unwrap(clients.mimin.GET('/admin/user/profile'));
    Cookies.set(ACCESS_TOKEN_COOKIE, 'cookie-token');
    const profile = await unwrap(clients.mimin.GET('/admin/user/profile'));
    expect(seen).toEqual([null, 'Bearer cookie-token']);
    expect(profile.data.name).toBe('Sari');
  });
});

import { delay } from 'msw';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { mockOptions } from '../../test/app-harness';

export const seller = { username: 'seller@demo.id', password: 'demo12345' };
const user = {
  id: 7,
  name: 'Rina Wulandari',
  telephone: null,
  email: seller.username,
  profilePictureUrl: null,
};

/** The three sign-in calls of the sandbox's demo seller; `latencyMs` slows the password grant. */
export function signInHandlers({
  latencyMs = 0,
  requests,
}: {
  latencyMs?: number;
  requests: string[];
}) {
  return [
    mockOperation(mockOptions, 'auth', 'post', '/login', async ({ request }) => {
      requests.push('POST /login');
      await delay(latencyMs);
      const form = new URLSearchParams(await request.text());
      if (form.get('password') !== seller.password) {
        return errorResponse(400, 'Email atau kata sandi salah', 'invalid_grant');
      }
      return {
        access_token: 'grant-token',
        token_type: 'bearer' as const,
        expires_in: 3600,
        tenant: 'partner' as const,
      };
    }),
    mockOperation(mockOptions, 'mimin', 'post', '/v2/{tenant}/login', ({ params }) => {
      requests.push(`POST /v2/${params.tenant}/login`);
      return {
        data: { accessToken: 'tenant-token', expiresIn: 3600, tenant: 'partner' as const, user },
      };
    }),
    mockOperation(mockOptions, 'mimin', 'get', '/admin/user/profile', () => {
      requests.push('GET /admin/user/profile');
      return { data: user };
    }),
  ];
}

export function clearSessionCookies() {
  for (const name of ['evb_token', 'mimin_token']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

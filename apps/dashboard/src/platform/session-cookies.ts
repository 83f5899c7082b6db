import Cookies from 'js-cookie';

/** Cookie names of spec §9. */
export const cookieNames = {
  accessToken: 'evb_token',
  tenantToken: 'mimin_token',
  promotion: 'promotion',
  version: 'evm_version',
} as const;

const secondsPerDay = 24 * 60 * 60;

function sessionCookieOptions(expiresInSeconds: number): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    // js-cookie counts expiry in days; the token lifetime comes from `expires_in` (§7).
    expires: expiresInSeconds / secondsPerDay,
  };
}

export function saveSessionTokens(tokens: {
  accessToken: string;
  tenantToken?: string;
  expiresInSeconds: number;
}): void {
  const options = sessionCookieOptions(tokens.expiresInSeconds);
  Cookies.set(cookieNames.accessToken, tokens.accessToken, options);
  if (tokens.tenantToken) Cookies.set(cookieNames.tenantToken, tokens.tenantToken, options);
}

export function readAccessToken(): string | undefined {
  return Cookies.get(cookieNames.accessToken);
}

export function hasSession(): boolean {
  return Boolean(readAccessToken());
}

export function clearSessionCookies(): void {
  Cookies.remove(cookieNames.accessToken, { path: '/' });
  Cookies.remove(cookieNames.tenantToken, { path: '/' });
}

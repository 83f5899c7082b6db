import Cookies from 'js-cookie';

/**
 * Cookies this app writes, readable by script on purpose: the two session tokens are the bearer
 * of every call (§7 takes it from the cookie), `promotion` is the §3 flag (docs/decisions/cookies.md).
 * `evm_version` is not here: the server keeps it http-only (platform/version-check.ts).
 */
export const cookieNames = {
  accessToken: 'evb_token',
  tenantToken: 'mimin_token',
  promotion: 'promotion',
} as const;

const secondsPerDay = 24 * 60 * 60;

/** Every cookie the app writes: path /, same-site lax, and `Secure` whenever the page came over HTTPS. */
export function appCookieAttributes(
  extra: Cookies.CookieAttributes = {},
): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:', ...extra };
}

function sessionCookieOptions(expiresInSeconds: number): Cookies.CookieAttributes {
  // js-cookie counts expiry in days; the token lifetime comes from `expires_in` (§7).
  return appCookieAttributes({ expires: expiresInSeconds / secondsPerDay });
}

/** The `promotion` cookie of §3, for the browser session. */
export function writePromotionCookie(value: boolean): void {
  Cookies.set(cookieNames.promotion, String(value), appCookieAttributes());
}

/** The access token as read in the current task; null once that task is over or a write came. */
let tokenOfThisTask: { token: string | undefined } | null = null;

function forgetReadToken(): void {
  tokenOfThisTask = null;
}

export function saveSessionTokens(tokens: {
  accessToken: string;
  tenantToken?: string;
  expiresInSeconds: number;
}): void {
  const options = sessionCookieOptions(tokens.expiresInSeconds);
  Cookies.set(cookieNames.accessToken, tokens.accessToken, options);
  if (tokens.tenantToken) Cookies.set(cookieNames.tenantToken, tokens.tenantToken, options);
  forgetReadToken();
}

/**
 * The session's access token, read from its cookie once per task. Reading `document.cookie` is
 * a synchronous call to the browser's network process, which is busiest exactly when a page
 * starts: the entry's dozen calls each read the token, and those reads were 20–35 % of the
 * entry's task in cold loads. A token written by this tab is seen at once (the writes below
 * forget the read), one written by another tab from the next task on.
 */
export function readAccessToken(): string | undefined {
  if (tokenOfThisTask === null) {
    tokenOfThisTask = { token: Cookies.get(cookieNames.accessToken) };
    setTimeout(forgetReadToken, 0);
  }
  return tokenOfThisTask.token;
}

export function hasSession(): boolean {
  return Boolean(readAccessToken());
}

export function clearSessionCookies(): void {
  Cookies.remove(cookieNames.accessToken, { path: '/' });
  Cookies.remove(cookieNames.tenantToken, { path: '/' });
  forgetReadToken();
}

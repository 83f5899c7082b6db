import type { Hono } from 'hono';
import { sessionCookiePattern } from './app-preload.js';
import { authenticate } from './auth/sessions.js';
import type { Db } from './db/client.js';

/** The element of index.html that carries them (read by the dashboard's platform/server-answers.ts). */
export const serverAnswersElementId = 'server-answers';

/** Application name the dashboard sends as systemContext (features/session/session-data.ts). */
const systemContext = 'seller-dashboard';

/**
 * The calls every signed-in page starts with (the dashboard's `loadSessionData`): the user, their
 * brands, the menu, the permissions and the tenant's config, as the dashboard asks for them.
 */
export function sessionCallUrls(tenant: string): string[] {
  const t = encodeURIComponent(tenant);
  return [
    `/api/mimin/v2/${t}/user/current`,
    `/api/mimin/v2/${t}/user/brands`,
    `/api/admin/v1/system/container/user-menu?systemContext=${systemContext}&container=global&tenant=${t}`,
    `/api/admin/v1/internal/user/permission?systemContext=${systemContext}&container=global`,
    `/api/admin/v1/tenant/config?tenant=${t}&systemContext=${systemContext}&container=global`,
  ];
}

/** A page's first calls for one brand, as the dashboard makes them; null when they depend on more. */
type PageFirstCalls = (brand: { t: string; brandId: number }, query: URLSearchParams) => string[] | null;

/** The latest announcements the home card lists (the dashboard's features/home/home-requests.ts). */
const announcementsOnHome = 5;

/** The home cards (features/home/home-requests.ts). */
const homeCalls: PageFirstCalls = ({ t, brandId }) => [
  `/api/dashboard/v1/admin-brand/brand-score/${brandId}/fulfillment`,
  `/api/dashboard/v1/admin-brand/brand-score/${brandId}/transaction`,
  `/api/dashboard/v3/${t}/dashboard/performance/${brandId}`,
  `/api/dashboard/v3/${t}/dashboard/penalty/${brandId}`,
  `/api/dashboard/v3/${t}/dashboard/suspension/${brandId}`,
  `/api/disbursement/v2/partner/brand-balance/${brandId}`,
  `/api/admin/admin/order-list/v2/count?brandId=${brandId}`,
  `/api/brand/v2/partner/brand/${brandId}/brand-announcement?page=1&size=${announcementsOnHome}&sortBy=created_at&sortDirection=desc`,
];

/** A page whose first calls follow from its bare address; with a query (a filter, a page) it asks itself. */
const atBareAddress =
  (calls: (brand: { t: string; brandId: number }) => string[]): PageFirstCalls =>
  (brand, query) =>
    query.size === 0 ? calls(brand) : null;

/**
 * What each page asks for first, by address. The dashboard takes an answer only for exactly the
 * address it asks for, so one that has drifted is merely asked for again (e2e/first-load.spec.ts
 * counts these calls over the network and fails then).
 */
const pageFirstCalls: Record<string, PageFirstCalls> = {
  '/home': homeCalls,
  '/home-v2': homeCalls,
  '/dashboard': homeCalls,
  // The unread counts and the first page of the address's tab, 5 to a page
  // (features/notifications/early-notification-calls.ts).
  '/notification': ({ t, brandId }, query) => [
    `/api/brand/v3/${t}/notification/count?brandId=${brandId}`,
    `/api/brand/v2/partner/brand/${brandId}/notification/${query.get('selectedTab') === 'product' ? 'product' : 'transaction'}?page=1&size=5&sortBy=created_at&sortDirection=desc`,
  ],
  // The category chips and the first 15 announcements (features/announcements/use-announcements.ts).
  '/announcement': atBareAddress(({ brandId }) => [
    '/api/brand/v2/admin/brand-announcement/categories/list',
    `/api/brand/v2/partner/brand/${brandId}/brand-announcement?page=1&size=15&sortBy=created_at&sortDirection=desc`,
  ]),
  // The questions not answered yet, 10 to a page (features/discussion).
  '/discussion-product': atBareAddress(({ t, brandId }) => [
    `/api/product/v3/${t}/discussion?brandId=${brandId}&page=1&size=10&sortBy=created_at&sortDirection=desc&status=not-answered`,
  ]),
  // The balance, the bank account and the latest 5 withdrawals (features/finance/WithdrawalPage.tsx).
  '/withdrawal': atBareAddress(({ t, brandId }) => [
    `/api/disbursement/v2/partner/brand-balance/${brandId}`,
    `/api/disbursement/v2/${t}/bank-account?brandId=${brandId}`,
    `/api/disbursement/v2/${t}/withdrawal?brandId=${brandId}&page=1&size=5&status=all&sortDirection=desc`,
  ]),
  // The history's first 15 (features/finance/finance-calls.ts, money-query.ts).
  '/finance-withdrawal': atBareAddress(({ t, brandId }) => [
    `/api/disbursement/v2/${t}/withdrawal?brandId=${brandId}&page=1&size=15&status=all&sortDirection=desc`,
  ]),
  // The ledger's first 15 of every category and its summary.
  '/finance-transaction': atBareAddress(({ t, brandId }) => [
    `/api/disbursement/v2/${t}/finance/transaction?brandId=${brandId}&category=all&page=1&size=15&sortDirection=desc`,
    `/api/disbursement/v2/${t}/finance/transaction/summary?brandId=${brandId}&category=all`,
  ]),
  // The product types of the form's first field (features/products/api/product-requests.ts).
  '/product-v3/create': atBareAddress(() => ['/api/admin/admin/product-type/dropdown-level']),
};

/**
 * The calls of the brand the session works in that a page at `path` starts with: the brand's
 * details (every page), and the page's own first calls where they follow from the address.
 */
export function brandCallUrls(path: string, tenant: string, brandId: number, query = new URLSearchParams()): string[] {
  const brand = { t: encodeURIComponent(tenant), brandId };
  return [`/api/brand/v1/brand/${brandId}`, ...(pageFirstCalls[path]?.(brand, query) ?? [])];
}

/** The brand the session works in (the dashboard's evb_brand cookie), when it is one brand. */
export function brandIdOf(cookieHeader: string | undefined): number | null {
  const match = /(?:^|;\s*)evb_brand=(\d{1,10})(?:;|$)/.exec(cookieHeader ?? '');
  const id = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface ServerAnswer {
  url: string;
  status: number;
  body: unknown;
}

/** The session's access token (§9 evb_token) from a Cookie header. */
export function accessTokenOf(cookieHeader: string | undefined): string | null {
  const match = sessionCookiePattern.exec(cookieHeader ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Asks this server for one more GET of the API as the visitor (a page's drawing needs it); null when it did not answer 200. */
export type AskServer = (url: string) => Promise<ServerAnswer | null>;

/** The answers for a page, and the tenant of the session they were made for (null: no session). */
export interface PageAnswers {
  tenant: string | null;
  answers: readonly ServerAnswer[];
  /** More of the visitor's API calls, for the page's drawing (first-screen.ts); only with a session. */
  ask?: AskServer;
}

export const noPageAnswers: PageAnswers = { tenant: null, answers: [] };

/** How many calls one page's drawing may ask for beyond its answers: a page's first screen needs a few. */
const asksPerPage = 6;

export interface PageVisit {
  token: string;
  /** The page's path. */
  path: string;
  /** The one brand the session works in, if the page knows it. */
  brandId: number | null;
  /** The address's query (a page's tab). */
  query?: URLSearchParams;
}

/**
 * The answers to the first calls of a signed-in visitor's page (the session's, and the brand's
 * they work in), made inside this server through the same routes, checks and contract as a
 * browser's calls, so the page can show without asking for them again. Only successful answers
 * are given: anything else (an expired token, a brand not theirs) the page asks for itself and
 * handles as always.
 */
export async function sessionAnswers(app: Hono, db: Db, { token, path, brandId, query }: PageVisit): Promise<PageAnswers> {
  let tenant: string;
  try {
    const caller = await authenticate(db, `Bearer ${token}`, 'getCurrentUser');
    if (caller.kind !== 'user') return noPageAnswers;
    tenant = caller.auth.tenant;
  } catch {
    return noPageAnswers;
  }
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const answerOf = async (url: string): Promise<ServerAnswer | null> => {
    const response = await app.request(url, { headers });
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('application/json')) return null;
    return { url, status: response.status, body: await response.json() };
  };
  const answers = await Promise.all(
    [...sessionCallUrls(tenant), ...(brandId === null ? [] : brandCallUrls(path, tenant, brandId, query))].map(answerOf),
  );
  let asks = 0;
  // Only the API's own addresses, as the browser would call them with this session: a drawing
  // reaches nothing a page of this visitor could not.
  const ask: AskServer = async (url) => {
    const asked = apiAddress(url);
    if (asked === null || ++asks > asksPerPage) return null;
    return answerOf(asked).catch(() => null);
  };
  return { tenant, answers: answers.filter((answer): answer is ServerAnswer => answer !== null), ask };
}

/** The path and query of an address of this server's API, or null for anything else. */
export function apiAddress(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://sandbox.invalid');
  } catch {
    return null;
  }
  return parsed.pathname.startsWith('/api/') ? `${parsed.pathname}${parsed.search}` : null;
}

/**
 * JSON for a `<script type="application/json">` element: no `<`, `>`, `&` or line separators
 * survive as such, so no text a seller typed (a brand name, a menu label) can end the element or
 * start markup.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element carrying `answers`, or nothing when there are none. */
export function serverAnswersElement(answers: readonly ServerAnswer[]): string {
  if (answers.length === 0) return '';
  return `<script type="application/json" id="${serverAnswersElementId}">${jsonForHtml(answers)}</script>`;
}

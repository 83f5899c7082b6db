import {
  createApiClients,
  type ApiClients,
  type ApiError,
  type ServiceName,
} from '@seller/api-types';
import { isServiceName } from '@seller/api-types';
import type { AppConfig } from './config';
import { readAccessToken } from './session-cookies';

export interface AppApiHooks {
  /** §8: a 401 anywhere ends the session. */
  onUnauthorized: (error: ApiError) => void;
  /** §8: the user message, shown as a toast unless the request hid it. */
  onErrorToast: (message: string) => void;
  /** A write went through: what the cache holds may be old now (platform/data). */
  onDataWrite?: () => void;
}

const loginPathPattern = /\/login$/;

/** Calls that are not GETs but change no data a page shows. */
const notDataWrites = [/\/analytics\/events$/, /\/system\/app-version$/, loginPathPattern];

function changesData(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const path = new URL(request.url).pathname;
  return !notDataWrites.some((pattern) => pattern.test(path));
}

/**
 * Hooks for clients made before the app that handles them (the entry script's calls on a
 * reload): what happens meanwhile — a toast, a 401 — waits for `connect`, then goes there.
 */
export function deferredApiHooks(): { hooks: AppApiHooks; connect: (hooks: AppApiHooks) => void } {
  let target: AppApiHooks | null = null;
  const waiting: Array<(hooks: AppApiHooks) => void> = [];
  const call = (run: (hooks: AppApiHooks) => void) => (target ? run(target) : waiting.push(run));
  return {
    hooks: {
      onUnauthorized: (error) => call((hooks) => hooks.onUnauthorized(error)),
      onErrorToast: (message) => call((hooks) => hooks.onErrorToast(message)),
      onDataWrite: () => call((hooks) => hooks.onDataWrite?.()),
    },
    connect: (hooks) => {
      target = hooks;
      waiting.splice(0).forEach((run) => run(hooks));
    },
  };
}

export function isLoginPath(path: string): boolean {
  return loginPathPattern.test(path);
}

const errorToasts = new WeakMap<ApiClients, (message: string) => void>();

/**
 * Shows a failed call's message the way the clients' own toast does (§8): for a call that went
 * out quietly because its caller first had to know whether the failure was one at all (a write
 * the outbox keeps is not).
 */
export function showErrorToast(api: ApiClients, message: string): void {
  errorToasts.get(api)?.(message);
}

export interface AppApiOptions {
  /** Where the calls go; the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export function createAppApi(
  config: AppConfig,
  hooks: AppApiHooks,
  options: AppApiOptions = {},
): ApiClients {
  const services: Partial<Record<ServiceName, string>> = {};
  for (const [service, url] of Object.entries(config.serviceUrls)) {
    if (isServiceName(service)) services[service] = url;
  }
  // Looked up per call, so test interceptors and polyfills installed later apply.
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const clients = createApiClients({
    baseUrl: config.apiBaseUrl,
    services,
    getAccessToken: readAccessToken,
    fetch: async (request) => {
      const response = await send(request);
      if (response.ok && changesData(request)) hooks.onDataWrite?.();
      return response;
    },
    onUnauthorized: (error) => {
      // A 401 from a login call is a wrong password, not an expired session: the sign-in page
      // shows it inline instead of reloading.
      if (isLoginPath(error.path)) return;
      hooks.onUnauthorized(error);
    },
    onError: (error, context) => {
      if (!context.hideErrorToast && error.status !== 401) hooks.onErrorToast(error.message);
    },
  });
  errorToasts.set(clients, (message) => hooks.onErrorToast(message));
  return clients;
}

/** Clients the entry script makes (and starts the page's first calls with) before the app loads. */
export interface EntryApi {
  api: ApiClients;
  /** The app's hooks, once it runs: what happened before goes to them then. */
  connect: (hooks: AppApiHooks) => void;
}

export function createEntryApi(config: AppConfig, options: AppApiOptions = {}): EntryApi {
  const { hooks, connect } = deferredApiHooks();
  return { api: createAppApi(config, hooks, options), connect };
}

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
}

const loginPathPattern = /\/login$/;

export function isLoginPath(path: string): boolean {
  return loginPathPattern.test(path);
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
  return createApiClients({
    baseUrl: config.apiBaseUrl,
    services,
    getAccessToken: readAccessToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
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
}

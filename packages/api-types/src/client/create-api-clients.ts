import Cookies from 'js-cookie';
import createClient, { type Client } from 'openapi-fetch';
import { operationEnvelopes } from '../generated/operations';
import { serviceNames, type ServiceName } from '../services';
import type { ApiError } from './api-error';
import { createApiMiddleware, type ErrorContext } from './middleware';
import type { ServicePaths } from './service-types';

/** Cookie holding the session token (spec §7). */
export const ACCESS_TOKEN_COOKIE = 'evb_token';

export interface ApiClientsConfig {
  /** Base for every service: a service answers under `${baseUrl}/<service>` unless overridden. */
  baseUrl: string;
  /** Full base URL per service, for deployments where services live apart. */
  services?: Partial<Record<ServiceName, string>>;
  /** Defaults to reading the evb_token cookie. */
  getAccessToken?: () => string | null | undefined;
  onUnauthorized?: (error: ApiError) => void;
  onError?: (error: ApiError, context: ErrorContext) => void;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: (input: Request) => Promise<Response>;
}

export type ApiClients = { readonly [S in ServiceName]: Client<ServicePaths[S]> };

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function resolveServiceBaseUrl(
  config: Pick<ApiClientsConfig, 'baseUrl' | 'services'>,
  service: ServiceName,
): string {
  const override = config.services?.[service];
  return override === undefined
    ? `${trimTrailingSlash(config.baseUrl)}/${service}`
    : trimTrailingSlash(override);
}

function readAccessTokenCookie(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE);
}

/** One openapi-fetch client per service, each with the same middleware told its own operations. */
export function createApiClients(config: ApiClientsConfig): ApiClients {
  const hooks = {
    getAccessToken: config.getAccessToken ?? readAccessTokenCookie,
    onUnauthorized: config.onUnauthorized,
    onError: config.onError,
  };
  // Looking fetch up per call lets test interceptors and polyfills installed later apply.
  const fetchImpl = config.fetch ?? ((request: Request) => globalThis.fetch(request));

  const build = <S extends ServiceName>(service: S): Client<ServicePaths[S]> => {
    const client = createClient<ServicePaths[S]>({
      baseUrl: resolveServiceBaseUrl(config, service),
      fetch: fetchImpl,
    });
    const envelopes = operationEnvelopes[service] ?? {};
    client.use(
      createApiMiddleware({
        ...hooks,
        envelopeOf: (method, schemaPath) => envelopes[`${method} ${schemaPath}`],
      }),
    );
    return client;
  };

  const clients = {} as Record<ServiceName, unknown>;
  for (const service of serviceNames) clients[service] = build(service);
  return clients as ApiClients;
}

import { http, HttpResponse, type JsonBodyType } from 'msw';
import { resolveServiceBaseUrl } from '../client/create-api-clients';
import type { ServicePaths } from '../client/service-types';
import type { ServiceName } from '../services';

// MSW handlers typed by the contract, for app and component tests. Kept out of the main entry
// so the app bundle never pulls in msw.

export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Document paths of a service that have the given method. */
export type MockPath<S extends ServiceName, M extends MockMethod> = {
  [P in keyof ServicePaths[S]]: ServicePaths[S][P] extends Record<M, object> ? P : never;
}[keyof ServicePaths[S]] &
  string;

type SuccessStatus = 200 | 201 | 202;

/** JSON body of the success answer of one operation. */
export type MockSuccessBody<S extends ServiceName, M extends MockMethod, P extends MockPath<S, M>> =
  ServicePaths[S][P] extends Record<M, { responses: infer R }>
    ? {
        [K in keyof R & SuccessStatus]: R[K] extends { content: { 'application/json': infer J } }
          ? J
          : never;
      }[keyof R & SuccessStatus]
    : never;

export interface MockRequestInfo {
  request: Request;
  params: Record<string, string>;
}

export interface MockOptions {
  /** Base URL the clients under test use (same config shape as createApiClients). */
  baseUrl: string;
  services?: Partial<Record<ServiceName, string>>;
  /** Status of a plain-object answer; defaults to 200. */
  status?: number;
}

/** MSW URL pattern of a document path: `{id}` becomes `:id`, under the service's base URL. */
export function mockUrl(
  options: Pick<MockOptions, 'baseUrl' | 'services'>,
  service: ServiceName,
  path: string,
): string {
  return `${resolveServiceBaseUrl(options, service)}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** An MSW handler for one contract operation whose answer must match the document's type. */
export function mockOperation<
  S extends ServiceName,
  M extends MockMethod,
  P extends MockPath<S, M>,
>(
  options: MockOptions,
  service: S,
  method: M,
  path: P,
  resolve: (
    info: MockRequestInfo,
  ) => MockSuccessBody<S, M, P> | Response | Promise<MockSuccessBody<S, M, P> | Response>,
) {
  return http[method](mockUrl(options, service, path), async ({ request, params }) => {
    const answer = await resolve({ request, params: params as Record<string, string> });
    if (answer instanceof Response) return answer;
    return HttpResponse.json(answer as JsonBodyType, { status: options.status ?? 200 });
  });
}

/** An answer in the error body shape of spec §8. */
export function errorResponse(status: number, message: string, code = `HTTP_${status}`): Response {
  return HttpResponse.json({ error: { code, message } }, { status });
}

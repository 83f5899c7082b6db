import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import {
  ApiError,
  createApiClients,
  toastUnlessHidden,
  type ApiClientsConfig,
} from '../../src/index';

export const BASE_URL = 'http://api.test/api';

/** An MSW server that fails the test on any request without a handler. */
export function useMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Clients wired like the app: a toast list the user would see and a session hook. */
export function makeClients(overrides: Partial<ApiClientsConfig> = {}) {
  const toasts: string[] = [];
  const onUnauthorized = vi.fn<(error: ApiError) => void>();
  const clients = createApiClients({
    baseUrl: BASE_URL,
    getAccessToken: () => 'token-123',
    onUnauthorized,
    onError: toastUnlessHidden((message) => toasts.push(message)),
    ...overrides,
  });
  return { clients, toasts, onUnauthorized };
}

/** Awaits a call that must fail and returns its ApiError. */
export async function rejectionOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

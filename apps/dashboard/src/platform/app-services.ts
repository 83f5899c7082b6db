import type { ApiClients } from '@seller/api-types';

let clients: ApiClients | null = null;

/**
 * Route loaders run outside React, before their page's chunk arrives; they reach the same typed
 * clients the components use through this one registration, made when the app starts.
 */
export function registerApiClients(api: ApiClients): void {
  clients = api;
}

/** The registered clients, or null before the app has started. */
export function registeredApiClients(): ApiClients | null {
  return clients;
}

export function apiClients(): ApiClients {
  if (!clients) throw new Error('The API clients are not registered yet (registerApiClients).');
  return clients;
}

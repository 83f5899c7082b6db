import type { HandlerMap } from '../http/types.js';

/** Handlers per service, keyed by operationId. */
export const handlers: Record<string, HandlerMap> = {};

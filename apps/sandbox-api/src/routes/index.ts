import type { HandlerMap } from '../http/types.js';
import { handlers as admin } from './admin.js';
import { handlers as auth } from './auth.js';
import { handlers as brand } from './brand.js';
import { handlers as mimin } from './mimin.js';
import { handlers as product } from './product.js';

/** Handlers per service, keyed by operationId. */
export const handlers: Record<string, HandlerMap> = { admin, auth, brand, mimin, product };

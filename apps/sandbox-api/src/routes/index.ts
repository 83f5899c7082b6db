import type { HandlerMap } from '../http/types.js';
import { withPush } from '../push/publish.js';
import { pushHandlers } from '../push/stream.js';
import { handlers as admin } from './admin.js';
import { handlers as adminOrders } from './admin-orders.js';
import { handlers as auth } from './auth.js';
import { handlers as brandBase } from './brand-base.js';
import { handlers as brand } from './brand.js';
import { handlers as brandNotifications } from './brand-notifications.js';
import { handlers as dashboard } from './dashboard.js';
import { handlers as disbursement } from './disbursement.js';
import { handlers as mimin } from './mimin.js';
import { deeplink, embed, maps, scam, stockistExtension, upload, youtube } from './misc.js';
import { handlers as bulkEdit } from './bulk-edit.js';
import { handlers as product } from './product.js';
import { handlers as stockist } from './stockist.js';

/** Handlers per service, keyed by operationId; writes that move a badge count also push (src/push). */
export const handlers: Record<string, HandlerMap> = withPush({
  admin: { ...admin, ...adminOrders },
  auth,
  brand: { ...brand, ...brandNotifications, ...pushHandlers },
  'brand-base': brandBase,
  dashboard,
  deeplink,
  disbursement,
  embed,
  maps,
  mimin,
  product: { ...product, ...bulkEdit },
  scam,
  stockist,
  'stockist-extension': stockistExtension,
  upload,
  youtube,
});

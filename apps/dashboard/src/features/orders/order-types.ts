import type { ApiClients, Schema } from '@seller/api-types';
import type { Resource } from '../../platform/data/use-resource';
import type { TenantType } from '../../platform/tenant-profile';
import type { OrderStatusFilter } from './order-status';

// Apart from the modules that call the server: a view takes these as props without a client.

export type Order = Schema<'brand', 'Order'>;
export type OrderProcessResult = Schema<'brand', 'OrderProcessResult'>;
export type PagingMetadata = Schema<'brand', 'PagingMetadata'>;
export interface WaybillEntry {
  orderCode: string;
  courier: string;
  waybillNumber: string;
}

/**
 * Which family of §7 order calls a brand uses. With `transaction.v3.enable` on the seller is on
 * /transaction-v3 and the brand service's v2/v3 calls apply; otherwise the admin order-list
 * calls (v1 for one order, v2 for a selection). docs/decisions/orders.md records the mapping.
 */
export type OrderCallFamily = 'v3' | 'admin';

export interface OrderScope {
  api: ApiClients;
  tenant: TenantType;
  brandId: number;
  family: OrderCallFamily;
  /** The signed-in user, who owns a waybill save kept in the outbox; without one nothing is kept. */
  userId?: number | null;
}

export interface OrderPage {
  orders: Order[];
  metadata: PagingMetadata;
}

export type OrderCounts = Record<OrderStatusFilter, number>;

export interface PrintOrders {
  orders: Order[];
  missing: string[];
}

/** What a page draws of a read: a failed refresh keeps the previous answer in `data`. */
export type ShownRead<T> = Pick<Resource<T>, 'status' | 'data' | 'errorMessage'>;

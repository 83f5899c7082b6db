import { unwrap, type ApiClients } from '@seller/api-types';
import type { Order } from './order-calls';

export interface PrintOrders {
  orders: Order[];
  missing: string[];
}

/**
 * The orders a print link names, in its order. The print page sits outside the signed-in
 * layout, so it asks the admin list (no tenant or flag needed) by code and keeps exact matches.
 */
export async function fetchPrintOrders(
  api: ApiClients,
  brandId: number,
  codes: readonly string[],
  signal?: AbortSignal,
): Promise<PrintOrders> {
  const found = await Promise.all(
    codes.map(async (code) => {
      const page = await unwrap(
        api.admin.GET('/admin/order-list', {
          params: { query: { brandId, q: code, status: -1, page: 1, size: 5 } },
          signal,
        }),
      );
      return page.data.find((order) => order.orderCode === code) ?? null;
    }),
  );
  return {
    orders: found.filter((order): order is Order => order !== null),
    missing: codes.filter((_code, index) => found[index] === null),
  };
}

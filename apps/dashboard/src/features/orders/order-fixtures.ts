/** Orders shaped like the contract, for tests and stories. */
import type { Order } from './order-calls';

export const fixtureBrandId = 101;

let nextId = 1;

/** An order as the contract has it; codes look like the sandbox's. */
export function makeOrder(overrides: Partial<Order> & Pick<Order, 'orderCode'>): Order {
  const id = nextId++;
  return {
    id,
    brandId: fixtureBrandId,
    status: 1,
    buyerName: `Pembeli ${id}`,
    buyerPhone: '081100000000',
    totalAmount: 150000,
    courier: 'JNE REG',
    waybillNumber: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    items: [{ variantId: id * 10, variantName: 'Kopi Arabika 250 g', quantity: 2, price: 75000 }],
    ...overrides,
  };
}

export function pageOf(orders: Order[], page = 1, size = 15, totalItem = orders.length) {
  const totalPage = Math.ceil(totalItem / size);
  return {
    data: orders,
    metadata: {
      currentPage: page,
      nextPage: page < totalPage ? page + 1 : null,
      pageSize: size,
      previousPage: page > 1 ? page - 1 : null,
      totalItem,
      totalPage,
    },
  };
}

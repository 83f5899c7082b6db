/** Orders shaped like the contract, for tests and stories. */
import type { Order } from './order-types';

export const fixtureBrandId = 101;

let nextId = 1;

/** The status path a seeded sandbox order takes to reach each status. */
const pathTo: Record<Order['status'], Order['status'][]> = {
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: [1, 2, 4],
  5: [1, 2, 3, 8, 5],
  6: [1, 2, 3, 8, 6],
  8: [1, 2, 3, 8],
};

/** An order as the contract has it; codes look like the sandbox's. */
export function makeOrder(overrides: Partial<Order> & Pick<Order, 'orderCode'>): Order {
  const id = nextId++;
  const status = overrides.status ?? 1;
  const createdAt = overrides.createdAt ?? '2026-11-20T03:00:00.000Z';
  const path = pathTo[status];
  // One hour between steps, from the creation time on.
  const statusHistory = path.map((step, index) => ({
    status: step,
    changedAt: new Date(Date.parse(createdAt) + index * 3_600_000).toISOString(),
  }));
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
    address: {
      recipientName: overrides.buyerName ?? `Pembeli ${id}`,
      phone: '081100000000',
      street: `Jl. Melati No. ${id}, RT 001/RW 002`,
      city: 'Bandung',
      province: 'Jawa Barat',
      postalCode: '40111',
    },
    statusHistory,
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

import type { MockSuccessBody } from '@seller/api-types/testing';

type ListBody = MockSuccessBody<'brand', 'get', '/v2/partner/brand/{brandId}/notification/{type}'>;

/** Tests: a tab's only page with one unread entry ('Stok menipis' on product, 'Pesanan baru masuk' on transaction). */
export function oneNotificationPage(type: string | undefined, entityId: string | null): ListBody {
  const product = type === 'product';
  return {
    data: [
      {
        id: product ? 2 : 1,
        createdAt: new Date().toISOString(),
        entityId,
        title: product ? 'Stok menipis' : 'Pesanan baru masuk',
        icon: null,
        isRead: false,
        message: '<p>Isi</p>',
        additionalData: {},
        contextTypeCode: 'x',
        context: product ? 'product' : 'transaction',
      },
    ],
    metadata: {
      currentPage: 1,
      nextPage: null,
      pageSize: 5,
      previousPage: null,
      totalItem: 1,
      totalPage: 1,
    },
  };
}

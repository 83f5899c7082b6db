import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractValidator } from '../src/contract/validate.js';
import type { Operation } from '../src/contract/load.js';
import { rows } from '../src/db/query.js';
import { previewBulkEdit } from '../src/services/bulk-edit/preview.js';
import { startSandbox, type RequestOptions, type TestSandbox } from './support.js';

interface Call {
  method: string;
  path: string;
  user?: 'seller' | 'stockist' | 'single' | 'mofasa' | 'none';
  options?: RequestOptions;
}

let sb: TestSandbox;
const tokens: Record<string, string> = {};
const codes = { notProcessed: [] as string[], processed: [] as string[] };

// Uploads are typed from their bytes, so the seeded files are real ones: a sheet and a 1×1 PNG.
const seeded = {
  xlsx: new Uint8Array(),
  offlineVariantId: 0,
  offlineTransactionId: 0,
  bulkEditId: 0,
  editSku: '',
};
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const xlsxFile = () =>
  new File([seeded.xlsx], 'produk-baru.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function sheet(): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Produk').addRow(['SKU', 'Stok']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
const form = (entries: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

/** One seeded request per operation; order matters only where a write consumes an order code. */
function calls(): Record<string, () => Call> {
  const c = codes;
  const variant = 10100001 * 16 + 1;
  return {
    getSystemContainer: () => ({
      method: 'GET',
      path: '/api/admin/v1/system/container/home?scope=partner&configVersion=1',
    }),
    getSystemContainerVersion: () => ({
      method: 'GET',
      path: '/api/admin/v1/system/container/home/version/1',
    }),
    getSystemContainerUserMenu: () => ({
      method: 'GET',
      path: '/api/admin/v1/system/container/user-menu?systemContext=seller-dashboard&container=global&tenant=partner',
    }),
    getTenantConfig: () => ({
      method: 'GET',
      path: '/api/admin/v1/tenant/config?tenant=partner&systemContext=seller-dashboard&container=global',
    }),
    getUserPermission: () => ({
      method: 'GET',
      path: '/api/admin/v1/internal/user/permission?systemContext=seller-dashboard&container=global',
    }),
    getVersion: () => ({ method: 'GET', path: '/api/admin/version' }),
    postAppVersion: () => ({
      method: 'POST',
      path: '/api/admin/v1/system/app-version',
      options: { json: { version: '1.0.0' } },
    }),
    getAdminOrderList: () => ({
      method: 'GET',
      path: '/api/admin/admin/order-list?brandId=101&status=1&q=INV&sortBy=totalAmount&sortDirection=desc',
    }),
    getAdminOrderCountV2: () => ({
      method: 'GET',
      path: '/api/admin/admin/order-list/v2/count?brandId=101',
    }),
    postAdminProcessOrder: () => ({
      method: 'POST',
      path: '/api/admin/admin/order-list/process-order',
      options: { form: { brandId: 101, orderCode: c.notProcessed[0]! } },
    }),
    postAdminProcessOrderV2: () => ({
      method: 'POST',
      path: '/api/admin/admin/order-list/v2/process-order',
      options: { form: { brandId: 101, orderCodes: `${c.notProcessed[1]},${c.notProcessed[2]}` } },
    }),
    postAdminUpdateWaybillBatch: () => ({
      method: 'POST',
      path: '/api/admin/admin/order-list/update-waybill-batch',
      options: {
        json: {
          brandId: 101,
          items: [
            { orderCode: c.processed[0], courier: 'JNE REG', waybillNumber: 'JN000111222333' },
          ],
        },
      },
    }),
    postAdminUpdateWaybillBatchV2: () => ({
      method: 'POST',
      path: '/api/admin/admin/order-list/v2/update-waybill-batch',
      options: {
        json: {
          brandId: 101,
          items: [
            { orderCode: c.processed[1], courier: 'SiCepat REG', waybillNumber: 'SC000111222334' },
          ],
        },
      },
    }),
    putAdminUpdateWaybill: () => ({
      method: 'PUT',
      path: '/api/admin/admin/order-list/update-waybill',
      options: {
        form: {
          brandId: 101,
          orderCode: c.processed[2]!,
          courier: 'AnterAja',
          waybillNumber: 'AA000111222335',
        },
      },
    }),
    putAdminUpdateWaybillV2: () => ({
      method: 'PUT',
      path: '/api/admin/admin/order-list/v2/update-waybill',
      options: {
        form: {
          brandId: 101,
          orderCode: c.processed[3]!,
          courier: 'AnterAja',
          waybillNumber: 'AA000111222336',
        },
      },
    }),
    putAdminViewOrderReceipt: () => ({
      method: 'PUT',
      path: '/api/admin/admin/order-list/view-order-receipt',
      options: { json: { brandId: 101, orderCode: c.processed[0] } },
    }),
    putAdminViewOrderReceiptV2: () => ({
      method: 'PUT',
      path: '/api/admin/admin/order-list/v2/view-order-receipt',
      options: { json: { brandId: 101, orderCode: c.processed[1] } },
    }),
    getBrandEvents: () => ({ method: 'GET', path: '/api/brand/v1/partner/events?brandId=101' }),
    getAdminBrandView: () => ({ method: 'GET', path: '/api/admin/admin/brand/view?page=1&size=2' }),
    getAdminSummaryBrand: () => ({
      method: 'GET',
      path: '/api/admin/admin/brand/get-summary-brand?brandId=101',
    }),
    getAdminBrandExportToExcel: () => ({
      method: 'GET',
      path: '/api/admin/admin/brand/export-to-excel?brandId=101&from=2020-01-01&to=2099-12-31',
    }),
    getAdminSummaryOrderBrand: () => ({
      method: 'GET',
      path: '/api/admin/admin/brand/get-summary-order-brand?brandId=101',
    }),
    getAdminSummaryProductBrand: () => ({
      method: 'GET',
      path: '/api/admin/admin/brand/get-summary-product-brand?brandId=101',
    }),
    getAdminProductTypeDropdownLevel: () => ({
      method: 'GET',
      path: '/api/admin/admin/product-type/dropdown-level?level=2',
    }),

    postLogin: () => ({
      method: 'POST',
      path: '/api/auth/login',
      user: 'none',
      options: {
        form: { grant_type: 'password', username: 'single@demo.id', password: 'demo12345' },
        headers: { 'hide-error': 'true' },
      },
    }),
    postLogout: () => ({ method: 'POST', path: '/api/auth/logout', user: 'single' }),
    postOauth2Token: () => ({
      method: 'POST',
      path: '/api/auth/oauth2/token',
      user: 'none',
      options: {
        multipart: form({ grant_type: 'client_credentials' }),
        headers: {
          authorization: `Basic ${Buffer.from('seller-dashboard:sandbox-secret').toString('base64')}`,
        },
      },
    }),

    getChatUnreadMessageCount: () => ({
      method: 'GET',
      path: '/api/brand-base/v2/partner/qiscus/unread-message/count?brandId=101',
    }),
    getChatRooms: () => ({ method: 'GET', path: '/api/brand-base/v1/chat/rooms?brandId=101' }),
    getChatMessages: () => ({
      method: 'GET',
      path: '/api/brand-base/v1/chat/rooms/1011/messages?limit=5',
    }),
    postChatMessage: () => ({
      method: 'POST',
      path: '/api/brand-base/v1/chat/rooms/1011/messages',
      options: { json: { body: 'Baik, terima kasih atas bantuannya.' } },
    }),
    postChatRoomRead: () => ({ method: 'POST', path: '/api/brand-base/v1/chat/rooms/1011/read' }),
    getChatUnread: () => ({ method: 'GET', path: '/api/brand-base/v1/chat/unread?brandId=101' }),
    postAnalyticsEvents: () => ({
      method: 'POST',
      path: '/api/brand-base/v1/analytics/events',
      options: {
        json: {
          events: [
            {
              name: 'homepage_view',
              brandId: 101,
              tenant: 'partner',
              path: '/home',
              occurredAt: new Date().toISOString(),
            },
          ],
        },
      },
    }),

    getBrandV1: () => ({ method: 'GET', path: '/api/brand/v1/brand/102' }),
    getPartnerBrandV2: () => ({ method: 'GET', path: '/api/brand/v2/partner/brand/102' }),
    getBrandDropdown: () => ({ method: 'GET', path: '/api/brand/v2/partner/brand/dropdown?q=a' }),
    getBrandPendingWork: () => ({
      method: 'GET',
      path: '/api/brand/v2/partner/brand/pending-work',
    }),
    getBrandDashboardEmbed: () => ({
      method: 'GET',
      path: '/api/brand/v2/partner/brand/101/dashboard-embed/statistics',
    }),
    getBrandNotificationList: () => ({
      method: 'GET',
      path: '/api/brand/v2/partner/brand/101/notification/product?page=1&size=5&contextCodeList=vph,vpm&readStatus=unread',
    }),
    postBrandNotificationRead: () => ({
      method: 'POST',
      path: '/api/brand/v2/partner/brand/101/notification/transaction/read/101001',
    }),
    postBrandNotificationReadAll: () => ({
      method: 'POST',
      path: '/api/brand/v2/partner/brand/101/notification/transaction/read/all',
    }),
    getNotificationCountV3: () => ({
      method: 'GET',
      path: '/api/brand/v3/partner/notification/count?brandId=101',
    }),
    getNotificationListV3: () => ({
      method: 'GET',
      path: '/api/brand/v3/partner/notification/list?brandId=101&context=product&size=5',
    }),
    getNotificationSummaryV3: () => ({
      method: 'GET',
      path: '/api/brand/v3/partner/notification/summary?brandId=101',
    }),
    patchNotificationReadV3: () => ({
      method: 'PATCH',
      path: '/api/brand/v3/partner/notification/101101/read?brandId=101',
    }),
    patchNotificationReadAllV3: () => ({
      method: 'PATCH',
      path: '/api/brand/v3/partner/notification/read-all?brandId=102&context=product',
    }),
    getBrandAnnouncementOnboard: () => ({
      method: 'GET',
      path: '/api/brand/v2/partner/brand-announcement/onboard?brandId=101',
    }),
    postBrandAnnouncementOnboard: () => ({
      method: 'POST',
      path: '/api/brand/v2/partner/brand-announcement/onboard',
      options: { json: { tenant: 'partner', announcementId: 100, brandId: 101, isRead: true } },
    }),
    getOnboardingV3: () => ({
      method: 'GET',
      path: '/api/brand/v3/partner/onboarding?brandId=102',
    }),
    putOnboardingV3: () => ({
      method: 'PUT',
      path: '/api/brand/v3/partner/onboarding/100',
      options: { json: { brandId: 102, isRead: true } },
    }),
    getBrandAnnouncementList: () => ({
      method: 'GET',
      path: '/api/brand/v2/partner/brand/101/brand-announcement?page=1&size=5&categoryId=2',
    }),
    getBrandAnnouncement: () => ({
      method: 'GET',
      path: '/api/brand/v2/partner/brand/101/brand-announcement/3',
    }),
    postBrandAnnouncementRead: () => ({
      method: 'POST',
      path: '/api/brand/v2/partner/brand/101/brand-announcement/3/read',
    }),
    getBrandAnnouncementCategories: () => ({
      method: 'GET',
      path: '/api/brand/v2/admin/brand-announcement/categories/list',
    }),
    getPopupInformationList: () => ({
      method: 'GET',
      path: '/api/brand/v1/partner/popup-information/list?brandId=101',
    }),
    getBannerList: () => ({ method: 'GET', path: '/api/brand/v1/partner/banner/list?brandId=101' }),
    getOrderListV3: () => ({
      method: 'GET',
      path: '/api/brand/v3/partner/order/list?brandId=101&status=-1&page=2&size=10',
    }),
    putOrderWaybillUpdateV2: () => ({
      method: 'PUT',
      path: '/api/brand/v2/partner/order/waybill/update',
      options: {
        json: {
          brandId: 101,
          orderCode: c.processed[4],
          courier: 'J&T Express',
          waybillNumber: 'JT000111222337',
        },
      },
    }),
    postOrderProcessV2: () => ({
      method: 'POST',
      path: '/api/brand/v2/partner/order/order-process',
      options: { json: { brandId: 101, orderCodes: [c.notProcessed[3]] } },
    }),
    patchOrderProcessBatchV3: () => ({
      method: 'PATCH',
      path: '/api/brand/v3/partner/order/process/batch?brandId=101',
      options: { json: { orderCodes: [c.notProcessed[4], 'INV/TIDAK/ADA'] } },
    }),

    getBrandScoreFulfillment: () => ({
      method: 'GET',
      path: '/api/dashboard/v1/admin-brand/brand-score/101/fulfillment',
    }),
    getBrandScoreTransaction: () => ({
      method: 'GET',
      path: '/api/dashboard/v1/admin-brand/brand-score/101/transaction?period=2026-10',
    }),
    getDashboardActionQueueV3: () => ({
      method: 'GET',
      path: '/api/dashboard/v3/partner/dashboard/action-queue/101',
    }),
    getDashboardPenaltyV3: () => ({
      method: 'GET',
      path: '/api/dashboard/v3/partner/dashboard/penalty/101',
    }),
    getDashboardPerformanceV3: () => ({
      method: 'GET',
      path: '/api/dashboard/v3/partner/dashboard/performance/101',
    }),
    getDashboardSuspensionV3: () => ({
      method: 'GET',
      path: '/api/dashboard/v3/partner/dashboard/suspension/101',
    }),

    getProductDeeplink: () => ({
      method: 'GET',
      path: '/api/deeplink/v1/deeplink/product/10100001?brandId=101',
    }),

    getWithdrawalListV2: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/withdrawal?brandId=101&status=all',
    }),
    postWithdrawalV2: () => ({
      method: 'POST',
      path: '/api/disbursement/v2/partner/withdrawal',
      options: { json: { brandId: 101, amount: 50000, note: 'Penarikan mingguan' } },
    }),
    getWithdrawalV2: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/withdrawal/1000000?brandId=101',
    }),
    getBrandBalanceV2: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/brand-balance/101',
    }),
    getFinanceTransactionList: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/finance/transaction?brandId=101&type=credit&size=5',
    }),
    getFinanceTransaction: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/finance/transaction/1000000?brandId=101',
    }),
    getBankAccount: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/bank-account?brandId=101',
    }),
    getFinanceTransactionSummary: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/finance/transaction/summary?brandId=101&from=2026-01-01&to=2030-12-31',
    }),
    getFinanceTransactionExport: () => ({
      method: 'GET',
      path: '/api/disbursement/v2/partner/finance/transaction/export?brandId=101&format=xlsx&category=withdrawal',
    }),

    getPlaceAutocomplete: () => ({
      method: 'GET',
      path: '/api/maps/v1/maps/place/autocomplete?input=band&language=id&region=ID',
    }),
    getPlaceDetail: () => ({ method: 'GET', path: '/api/maps/v1/maps/place/place-2?language=id' }),

    postTenantLogin: () => ({
      method: 'POST',
      path: '/api/mimin/v2/partner/login',
      options: { json: { username: 'seller@demo.id' }, headers: { 'hide-error': 'true' } },
    }),
    getAdminUserProfile: () => ({ method: 'GET', path: '/api/mimin/admin/user/profile' }),
    getCurrentUser: () => ({ method: 'GET', path: '/api/mimin/v2/partner/user/current' }),
    getUserBrands: () => ({ method: 'GET', path: '/api/mimin/v2/partner/user/brands' }),

    getProductListV2: () => ({
      method: 'GET',
      path: '/api/product/v2/partner/product/list?brandId=101&status=active&q=batik',
    }),
    getProductV2: () => ({
      method: 'GET',
      path: '/api/product/v2/partner/product/10100001?brandId=101',
    }),
    putProductV2: () => ({
      method: 'PUT',
      path: '/api/product/v2/partner/product/10100002',
      options: {
        json: {
          brandId: 101,
          name: 'Kemeja Batik Parang Rusak Edisi Lebaran',
          description: 'Katun primisima, jahitan rapi.',
          productTypeId: 111,
        },
      },
    }),
    postProductV2: () => ({
      method: 'POST',
      path: '/api/product/v2/partner/product',
      options: {
        json: {
          brandId: 101,
          name: 'Blus Batik Kawung Modern',
          description: 'Blus batik cap.',
          productTypeId: 11,
          variants: [{ name: 'Biru / M', sku: 'BSJ-NEW-01', price: 189000, stock: 12 }],
        },
      },
    }),
    patchProductActivationV2: () => ({
      method: 'PATCH',
      path: '/api/product/v2/partner/product/activation',
      options: { json: { brandId: 101, ids: [10100003, 10100004], isActive: false } },
    }),
    postVariantV2: () => ({
      method: 'POST',
      path: '/api/product/v2/partner/variant',
      options: {
        json: {
          brandId: 101,
          productId: 10100001,
          name: 'Hitam / XXL',
          sku: 'BSJ-NEW-02',
          price: 210000,
          stock: 5,
        },
      },
    }),
    getVariantListV2: () => ({
      method: 'GET',
      path: '/api/product/v2/partner/variant/list?brandId=101&stockStatus=low-stock&sortBy=stock&sortDirection=asc',
    }),
    patchVariantStockV2: () => ({
      method: 'PATCH',
      path: '/api/product/v2/partner/variant/stock',
      options: { json: { brandId: 101, variantId: variant, stock: 42 } },
    }),
    patchVariantActivationV2: () => ({
      method: 'PATCH',
      path: '/api/product/v2/partner/variant/activation',
      options: { json: { brandId: 101, ids: [variant], isActive: true } },
    }),
    getProductListV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/product/list?brandId=101&page=3&size=25&sortBy=name',
    }),
    getProductV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/product/10100005?brandId=101',
    }),
    putProductV3: () => ({
      method: 'PUT',
      path: '/api/product/v3/partner/product/10100005',
      options: {
        json: {
          brandId: 101,
          name: 'Dress Batik Mega Mendung',
          description: 'Dress panjang.',
          variants: [{ name: 'Merah / L', sku: 'BSJ-NEW-03', price: 320000, stock: 7 }],
        },
      },
    }),
    getProductLookupV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/product?brandId=101&q=kemeja&size=5',
    }),
    postProductV3: () => ({
      method: 'POST',
      path: '/api/product/v3/partner/product',
      options: {
        json: {
          brandId: 102,
          name: 'Kopi Arabika Gayo Wine Process',
          description: 'Biji kopi sangrai medium.',
        },
      },
    }),
    patchProductActivationV3: () => ({
      method: 'PATCH',
      path: '/api/product/v3/partner/product/activation',
      options: { json: { brandId: 101, ids: [10100003], isActive: true } },
    }),
    postVariantV3: () => ({
      method: 'POST',
      path: '/api/product/v3/partner/variant',
      options: {
        json: {
          brandId: 101,
          productId: 10100006,
          name: 'Krem / S',
          sku: 'BSJ-NEW-04',
          price: 99000,
          stock: 0,
        },
      },
    }),
    getVariantListV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/variant/list?brandId=101&q=Merah&status=active',
    }),
    patchVariantStockV3: () => ({
      method: 'PATCH',
      path: '/api/product/v3/partner/variant/stock',
      options: { json: { brandId: 101, variantId: variant + 1, stock: 0 } },
    }),
    patchVariantActivationV3: () => ({
      method: 'PATCH',
      path: '/api/product/v3/partner/variant/activation',
      options: { json: { brandId: 101, ids: [variant + 1], isActive: false } },
    }),
    postProductBulkV3: () => ({
      method: 'POST',
      path: '/api/product/v3/partner/product/bulk',
      options: {
        multipart: form({ brandId: '101', file: xlsxFile() }),
        headers: { 'user-id': '1' },
      },
    }),
    getVariantExportV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/variant/export?brandId=101&format=xlsx&status=active',
    }),
    postVariantBulkEditV3: () => ({
      method: 'POST',
      path: '/api/product/v3/partner/variant/bulk-edit',
      options: {
        multipart: form({
          brandId: '101',
          file: new File([`sku,stok\r\n${seeded.editSku},7\r\n`], 'katalog.csv', {
            type: 'text/csv',
          }),
        }),
        headers: { 'user-id': '1' },
      },
    }),
    getVariantBulkEditV3: () => ({
      method: 'GET',
      path: `/api/product/v3/partner/variant/bulk-edit/${seeded.bulkEditId}?brandId=101`,
    }),
    getVariantBulkEditRowsV3: () => ({
      method: 'GET',
      path: `/api/product/v3/partner/variant/bulk-edit/${seeded.bulkEditId}/rows?brandId=101&kind=changed`,
    }),
    postVariantBulkEditConfirmV3: () => ({
      method: 'POST',
      path: `/api/product/v3/partner/variant/bulk-edit/${seeded.bulkEditId}/confirm`,
      options: { json: { brandId: 101 }, headers: { 'user-id': '1' } },
    }),
    getVariantBulkEditResultV3: () => ({
      method: 'GET',
      path: `/api/product/v3/partner/variant/bulk-edit/${seeded.bulkEditId}/result?brandId=101&format=xlsx`,
    }),
    putVariantV3: () => ({
      method: 'PUT',
      path: `/api/product/v3/partner/variant/${variant + 2}`,
      options: {
        json: { brandId: 101, name: 'Cokelat Sogan / M', sku: 'BSJ-NEW-05', price: 150000 },
      },
    }),
    patchVariantStockBulkV3: () => ({
      method: 'PATCH',
      path: '/api/product/v3/partner/variant/stock/bulk',
      options: {
        json: {
          brandId: 101,
          items: [
            { variantId: variant, stock: 10 },
            { variantId: variant + 2, stock: 3 },
          ],
        },
      },
    }),
    getVariantStockHistoryV3: () => ({
      method: 'GET',
      path: `/api/product/v3/partner/variant/${variant}/stock-history?brandId=101&size=5&source=grid`,
    }),
    getVariantMultistockListV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/variant/multistock/list?brandId=102&size=5',
    }),
    getBulkFileList: () => ({
      method: 'GET',
      path: '/api/product/v1/partner/bulk-file/list?brandId=101',
    }),
    patchBulkFileRead: () => ({
      method: 'PATCH',
      path: '/api/product/v1/partner/bulk-file/read/10101?brandId=101',
    }),
    deleteVariantBulkFile: () => ({
      method: 'DELETE',
      path: '/api/product/v1/partner/variant/delete/bulk-file',
      options: { json: { brandId: 101, ids: [10106] } },
    }),
    getQuestionListV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/question?brandId=101&status=not-answered',
    }),
    getProductQuestionListV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/product/10100001/question?brandId=101',
    }),
    getQuestionSummaryV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/question/summary?brandId=101',
    }),
    getQuestionCommentsV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/question/101006/comment?brandId=101',
    }),
    postQuestionCommentV3: () => ({
      method: 'POST',
      path: '/api/product/v3/partner/question/101001/comment',
      options: { json: { brandId: 101, body: 'Halo kak, stok masih tersedia.' } },
    }),
    patchQuestionActionV3: () => ({
      method: 'PATCH',
      path: '/api/product/v3/partner/question/101002/done?brandId=101',
    }),
    getReportReasonListV3: () => ({ method: 'GET', path: '/api/product/v3/partner/report/reason' }),
    postQuestionReportV3: () => ({
      method: 'POST',
      path: '/api/product/v3/partner/question/101004/report',
      options: { json: { brandId: 101, reasonId: 1, note: 'Promosi toko lain' } },
    }),
    postCommentReportV3: () => ({
      method: 'POST',
      path: '/api/product/v3/partner/question/101006/comment/404026/report',
      options: { json: { brandId: 101, reasonId: 2 } },
    }),
    getDiscussionListV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/discussion?brandId=101&status=all&size=3',
    }),
    getDiscussionTotalV3: () => ({
      method: 'GET',
      path: '/api/product/v3/partner/discussion/total?brandId=101',
    }),

    getMaskingNumber: () => ({
      method: 'GET',
      path: '/api/scam/v1/scam/masking-number?brandId=101',
    }),
    putMaskingNumber: () => ({
      method: 'PUT',
      path: '/api/scam/v1/scam/masking-number',
      options: { json: { brandId: 101, maskingNumberEnabled: false } },
    }),
    putBankAccount: () => ({
      method: 'PUT',
      path: '/api/disbursement/v2/partner/bank-account',
      options: {
        json: {
          brandId: 101,
          bankName: 'Bank Mandiri',
          accountNumber: '1370012345678',
          accountName: 'Rina Wulandari',
          password: 'demo12345',
        },
      },
    }),
    // The mofasa account changes its own settings, so the other accounts' tokens stay valid.
    putCurrentUserProfile: () => ({
      method: 'PUT',
      path: '/api/mimin/v2/mofasa/user/current/profile',
      user: 'mofasa',
      options: { json: { name: 'Ratna Sari', telephone: '081298765432', email: 'mofasa@demo.id' } },
    }),
    putCurrentUserPassword: () => ({
      method: 'PUT',
      path: '/api/mimin/v2/mofasa/user/current/password',
      user: 'mofasa',
      options: {
        json: { currentPassword: 'demo12345', newPassword: 'BaruSekali123', signOutOthers: false },
      },
    }),
    getUserSessions: () => ({
      method: 'GET',
      path: '/api/mimin/v2/mofasa/user/sessions',
      user: 'mofasa',
    }),
    postRevokeOtherSessions: () => ({
      method: 'POST',
      path: '/api/mimin/v2/mofasa/user/sessions/revoke-others',
      user: 'mofasa',
    }),
    getStockistVariantStock: () => ({
      method: 'GET',
      path: '/api/stockist-extension/v1/stockist/201/variant/stock?size=5',
      user: 'stockist',
    }),
    getOfflineTransactionReasons: () => ({
      method: 'GET',
      path: '/api/stockist/v1/stockist/transaction/offline/reason',
      user: 'stockist',
    }),
    getOfflineTransactionList: () => ({
      method: 'GET',
      path: '/api/stockist/v2/stockist/transaction/offline?brandId=201&from=2020-01-01&to=2099-12-31',
      user: 'stockist',
      options: { headers: { StockistId: '201' } },
    }),
    postOfflineTransaction: () => ({
      method: 'POST',
      path: '/api/stockist/v2/stockist/transaction/offline',
      user: 'stockist',
      options: {
        headers: { StockistId: '201' },
        json: {
          brandId: 201,
          reasonId: 1,
          transactionDate: '2026-11-20',
          buyerName: 'Warung Bu Sri',
          items: [{ variantId: seeded.offlineVariantId, quantity: 1, price: 25000 }],
        },
      },
    }),
    getOfflineTransactionDetail: () => ({
      method: 'GET',
      path: `/api/stockist/v2/stockist/transaction/offline/${seeded.offlineTransactionId}`,
      user: 'stockist',
      options: { headers: { StockistId: '201' } },
    }),
    getOfflineSellableVariants: () => ({
      method: 'GET',
      path: '/api/stockist/v1/stockist/transaction/offline/variant?q=a&size=5',
      user: 'stockist',
      options: { headers: { StockistId: '201' } },
    }),
    postProductModelUpload: () => ({
      method: 'POST',
      path: '/api/upload/v2/partner/product-model/upload',
      options: {
        multipart: form({ brandId: '101', file: xlsxFile() }),
        headers: { 'user-id': '1' },
      },
    }),
    postImageUpload: () => ({
      method: 'POST',
      path: '/api/upload/v1/upload/image',
      options: {
        multipart: form({ file: new File([png], 'foto.png', { type: 'image/png' }) }),
        headers: { 'user-id': '1' },
      },
    }),
    getYoutubeVideo: () => ({
      method: 'GET',
      path: '/api/youtube/v1/youtube/video?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Da1B2c3D4e5F',
    }),
    getEmbedDashboard: () => ({ method: 'GET', path: '', user: 'none' }),
    getEmbedAsset: () => ({ method: 'GET', path: '/api/embed/assets/report.css', user: 'none' }),
  };
}

beforeAll(async () => {
  sb = await startSandbox();
  tokens.seller = await sb.login('seller@demo.id');
  tokens.stockist = await sb.login('stockist@demo.id');
  tokens.single = await sb.login('single@demo.id');
  tokens.mofasa = await sb.login('mofasa@demo.id');
  const list = await rows<{ order_code: string; status: number }>(
    sb.database.db,
    sql`SELECT order_code, status FROM orders WHERE brand_id = 101 AND status IN (1, 2) ORDER BY id`,
  );
  codes.notProcessed = list.filter((o) => o.status === 1).map((o) => o.order_code);
  codes.processed = list.filter((o) => o.status === 2).map((o) => o.order_code);
  seeded.xlsx = await sheet();
  const own = await rows<{ id: number }>(
    sb.database.db,
    sql`SELECT id FROM variants WHERE brand_id = 201 AND is_active AND NOT is_deleted AND stock >= 1 ORDER BY id LIMIT 1`,
  );
  seeded.offlineVariantId = own[0]!.id;
  const sale = await rows<{ id: number }>(
    sb.database.db,
    sql`SELECT id FROM offline_transactions WHERE stockist_id = 201 ORDER BY id LIMIT 1`,
  );
  seeded.offlineTransactionId = sale[0]!.id;
  const editable = await rows<{ sku: string; stock: number }>(
    sb.database.db,
    sql`SELECT sku, stock FROM variants WHERE brand_id = 101 AND NOT is_deleted ORDER BY id LIMIT 1`,
  );
  seeded.editSku = editable[0]!.sku;
  const preview = await previewBulkEdit(
    sb.database.db,
    101,
    1,
    new File([`sku,stok\r\n${seeded.editSku},${editable[0]!.stock + 1}\r\n`], 'katalog.csv'),
  );
  seeded.bulkEditId = preview.id;
});

afterAll(async () => {
  await sb.close();
});

describe('the sandbox implements the contract', () => {
  it('has a handler for every operation of every document', () => {
    expect(sb.sandbox.contract.operations.length).toBeGreaterThan(100);
    expect(sb.sandbox.missing.map((o) => `${o.service} ${o.operationId}`)).toEqual([]);
  });

  it('has a seeded request for every operation', () => {
    const known = Object.keys(calls());
    expect(
      sb.sandbox.contract.operations.map((o) => o.operationId).filter((id) => !known.includes(id)),
    ).toEqual([]);
  });
});

describe('every operation answers its documented response on seeded data', () => {
  const validator = () => new ContractValidator(sb.sandbox.contract);
  let v: ContractValidator;
  const byId = (id: string): Operation => {
    const op = sb.sandbox.contract.operations.find((o) => o.operationId === id);
    if (!op) throw new Error(`Operasi ${id} tidak ada di kontrak`);
    return op;
  };

  for (const [operationId, build] of Object.entries(calls())) {
    it(operationId, async () => {
      v ??= validator();
      const op = byId(operationId);
      let call = build();
      if (operationId === 'getEmbedDashboard') {
        const res = await sb.request(
          'GET',
          '/api/brand/v2/partner/brand/101/dashboard-embed/sales-report',
          { token: tokens.seller },
        );
        const { data } = (await res.json()) as {
          data: { embedUrl?: string; metabaseUrl?: string };
        };
        const url = new URL((data.embedUrl ?? data.metabaseUrl)!);
        call = { method: 'GET', path: url.pathname + url.search, user: 'none' };
      }
      expect(call.method).toBe(op.method.toUpperCase());
      const user = call.user ?? 'seller';
      const res = await sb.request(call.method, call.path, {
        ...call.options,
        token: user === 'none' ? null : tokens[user],
      });
      if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        // A live stream never ends: its documented type and its opening bytes are what can be checked.
        expect(res.status).toBe(200);
        expect(
          op.responses.find((r) => r.status === '200')?.content.map((m) => m.contentType),
        ).toContain('text/event-stream');
        const reader = res.body!.getReader();
        const first = new TextDecoder().decode((await reader.read()).value);
        await reader.cancel();
        expect(first).toMatch(/^retry: \d+\n: connected 101\n\n/);
        return;
      }
      const text = await res.text();
      expect(res.status, text).toBeGreaterThanOrEqual(200);
      expect(res.status, text).toBeLessThan(300);
      const documented = op.responses.find((r) => r.status === String(res.status));
      expect(documented, `status ${res.status} tidak didokumentasikan`).toBeDefined();
      const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
      if (documented!.content.length === 0) {
        expect(text).toBe('');
        return;
      }
      expect(documented!.content.map((m) => m.contentType)).toContain(type);
      if (type === 'application/json') {
        const validate = v.build(op).responses.get(String(res.status))?.get('application/json');
        const body: unknown = JSON.parse(text);
        expect(validate!(body), JSON.stringify(validate!.errors)).toBe(true);
      } else if (type === 'text/html') {
        expect(text).toContain('<!doctype html>');
        expect(text).toMatch(/<b data-testid="revenue" data-value="\d+">Rp/);
      } else if (type === 'text/css' || type === 'text/javascript') {
        expect(text).toMatch(/^\/\* Embedded report page/);
      } else {
        expect(text.slice(0, 2)).toBe('PK');
      }
    });
  }
});

import { unwrap } from '@seller/api-types';
import { sendWithOutbox, type OutboxRequest } from '../../platform/outbox';
import type { BulkEditFormat } from './bulk-edit/bulk-edit-types';
import {
  downloadedFile,
  exportFallbackName,
  resultFallbackName,
} from './bulk-edit/downloaded-file';
import { exportFilter } from './bulk-edit/export-filter';
import { productCopy } from './copy';
import type { NewVariantInput, ProductDetail, ProductInput, Variant } from './product-types';
import { fetchProductMatches, fetchVariantPage, type ProductReadScope } from './products-queries';
import type { ListQuery } from './urls';

export interface ProductScope extends ProductReadScope {
  /** The signed-in user's id, sent as the user-id header of upload and bulk calls. */
  userId: number;
}

/** One edited stock cell: the value typed and the stock shown when it was typed. */
export interface StockEdit {
  variantId: number;
  stock: number;
  original: number;
}

/** Outbox kind of a stock save; the list reads its own kind back to mark the rows. */
export const stockOutboxKind = 'product.stock';

/** What a kept stock save remembers to show the rows again after a reload. */
export interface StockOutboxMeta {
  stocks: { variantId: number; stock: number }[];
}

/** Outbox kind of a product edit; the edit page reads its own kind back to show a kept change. */
export const productEditOutboxKind = 'product.edit';

/** What a product edit needs to be kept in the outbox when no answer comes. */
export interface ProductEditKeep {
  idempotencyKey: string;
  /** Indonesian one-line description for the outbox panel. */
  label: string;
  /** What the form needs to show the kept change again after a reload. */
  meta?: unknown;
}

/** A stock save: answered by the server, failed, or kept until the connection is back. */
export type StockSaveResult = PromiseSettledResult<Variant[]> | { status: 'queued' };

/**
 * Multipart calls take a FormData; the generated body type only knows the field names. Files
 * go in with their own name: the server tells CSV from XLSX by it.
 */
function multipart(fields: Record<string, string | number | File>): {
  body: never;
  bodySerializer: () => FormData;
} {
  const serialize = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) form.append(name, value, value.name);
      else form.append(name, String(value));
    }
    return form;
  };
  return { body: fields as never, bodySerializer: serialize };
}

/**
 * The product and variant writes of §7 for one brand (its reads are in products-queries.ts).
 * The v2 and v3 pages share every screen; these two modules are where they differ.
 */
export function productRequests(scope: ProductScope) {
  const { api, tenant, brandId, version } = scope;
  const path = { tenant };
  const readScope: ProductReadScope = { api, tenant, brandId, version };

  return {
    /** Whose products these calls are for: the reads of products-queries.ts take it. */
    scope: readScope,
    /**
     * The command palette's searches (features/command-palette) take the brand from here; the
     * reads themselves are the list's and the finder's, in products-queries.ts.
     */
    listVariants: (query: ListQuery, options: { multistock: boolean; signal?: AbortSignal }) =>
      fetchVariantPage(readScope, query, options.multistock, options.signal),
    findProducts: (q: string) => fetchProductMatches(readScope, q),

    /**
     * v3 saves every changed row in one bulk call, each as a delta from the stock the seller saw,
     * so a sale or another tab that changed the stock meanwhile is added to, not overwritten.
     * A delta sent twice would count twice, so the call carries one Idempotency-Key per save; a
     * save that gets no answer is kept in the outbox with that key and replayed later.
     * v2 only has the single call, one per row, and its contract knows only the absolute stock,
     * which is safe to send again as it is.
     */
    async saveStocks(items: StockEdit[]): Promise<StockSaveResult[]> {
      const save = async (rows: StockEdit[], request: OutboxRequest): Promise<StockSaveResult> => {
        const meta: StockOutboxMeta = {
          stocks: rows.map(({ variantId, stock }) => ({ variantId, stock })),
        };
        try {
          const sent = await sendWithOutbox(api, {
            kind: stockOutboxKind,
            brandId,
            userId: scope.userId,
            label: productCopy.outboxStockLabel(rows.length),
            targets: rows.map((item) => String(item.variantId)),
            meta,
            request,
          });
          if (sent.status === 'queued') return { status: 'queued' };
          return { status: 'fulfilled', value: stockAnswer(sent.data) };
        } catch (reason) {
          return { status: 'rejected', reason };
        }
      };
      if (version === 'v3') {
        const deltas = items.map((item) => ({
          variantId: item.variantId,
          delta: item.stock - item.original,
        }));
        return [
          await save(items, {
            service: 'product',
            method: 'PATCH',
            path: '/v3/{tenant}/variant/stock/bulk',
            params: { path },
            body: { brandId, items: deltas },
            idempotencyKey: crypto.randomUUID(),
          }),
        ];
      }
      return Promise.all(
        items.map((item) =>
          save([item], {
            service: 'product',
            method: 'PATCH',
            path: '/v2/{tenant}/variant/stock',
            params: { path },
            body: { brandId, variantId: item.variantId, stock: item.stock },
            idempotencyKey: null,
          }),
        ),
      );
    },

    async setVariantActivation(ids: number[], isActive: boolean) {
      const body = { brandId, ids, isActive };
      const call =
        version === 'v3'
          ? api.product.PATCH('/v3/{tenant}/variant/activation', { params: { path }, body })
          : api.product.PATCH('/v2/{tenant}/variant/activation', { params: { path }, body });
      return (await unwrap(call)).data;
    },

    async setProductActivation(ids: number[], isActive: boolean) {
      const body = { brandId, ids, isActive };
      const call =
        version === 'v3'
          ? api.product.PATCH('/v3/{tenant}/product/activation', { params: { path }, body })
          : api.product.PATCH('/v2/{tenant}/product/activation', { params: { path }, body });
      return (await unwrap(call)).data;
    },

    /** idempotencyKey: one per intended save, the same on a retry, so a create never runs twice. */
    async createProduct(input: Omit<ProductInput, 'brandId'>, idempotencyKey: string) {
      const body = { ...input, brandId };
      const params = { path, header: { 'Idempotency-Key': idempotencyKey } };
      const call =
        version === 'v3'
          ? api.product.POST('/v3/{tenant}/product', { params, body })
          : api.product.POST('/v2/{tenant}/product', { params, body });
      return (await unwrap(call)).data;
    },

    /**
     * An edit carries one Idempotency-Key per intended save (see useIdempotencyKey); one that gets
     * no answer is kept in the outbox with that key, so the change is not lost to a dropped
     * connection and is sent once the browser is back online. `label` and `meta` describe it
     * in the outbox panel and let the form show it again after a reload.
     */
    async updateProduct(
      id: number,
      input: Omit<ProductInput, 'brandId'>,
      kept: ProductEditKeep,
    ): Promise<ProductDetail | 'queued'> {
      const sent = await sendWithOutbox(api, {
        kind: productEditOutboxKind,
        brandId,
        userId: scope.userId,
        label: kept.label,
        targets: [String(id)],
        meta: kept.meta,
        request: {
          service: 'product',
          method: 'PUT',
          path: version === 'v3' ? '/v3/{tenant}/product/{id}' : '/v2/{tenant}/product/{id}',
          params: { path: { tenant, id } },
          body: { ...input, brandId },
          idempotencyKey: kept.idempotencyKey,
        },
      });
      if (sent.status === 'queued') return 'queued';
      return (sent.data as { data: ProductDetail }).data;
    },

    /** idempotencyKey: as for createProduct. */
    async addVariant(input: Omit<NewVariantInput, 'brandId'>, idempotencyKey: string) {
      const body = { ...input, brandId };
      const params = { path, header: { 'Idempotency-Key': idempotencyKey } };
      const call =
        version === 'v3'
          ? api.product.POST('/v3/{tenant}/variant', { params, body })
          : api.product.POST('/v2/{tenant}/variant', { params, body });
      return (await unwrap(call)).data;
    },

    async uploadImage(file: File) {
      const result = await unwrap(
        api.upload.POST('/v1/upload/image', {
          params: { header: { 'user-id': String(scope.userId) } },
          ...multipart({ file }),
        }),
      );
      return result.data.url;
    },

    async uploadBulkFile(file: File) {
      const result = await unwrap(
        api.product.POST('/v3/{tenant}/product/bulk', {
          params: { path, header: { 'user-id': String(scope.userId) } },
          ...multipart({ brandId, file }),
        }),
      );
      return result.data;
    },

    /** The bulk-edit file of the variants a list filter selects (none: the whole catalogue). */
    exportVariants(filter: ListQuery | null, format: BulkEditFormat) {
      const params = { path, query: { brandId, format, ...exportFilter(filter) } };
      const call = api.product.GET('/v3/{tenant}/variant/export', { params, parseAs: 'blob' });
      return downloadedFile(call, exportFallbackName(format));
    },

    /** The dry run of an edited file: the preview to confirm; nothing changes yet. */
    async previewBulkEdit(file: File) {
      const params = { path, header: { 'user-id': String(scope.userId) } };
      const body = multipart({ brandId, file });
      return (await unwrap(api.product.POST('/v3/{tenant}/variant/bulk-edit', { params, ...body })))
        .data;
    },

    /** Applies a previewed edit; the server applies it once however often it is sent. */
    async confirmBulkEdit(id: number) {
      const params = { path: { tenant, id }, header: { 'user-id': String(scope.userId) } };
      const path = '/v3/{tenant}/variant/bulk-edit/{id}/confirm';
      return (await unwrap(api.product.POST(path, { params, body: { brandId } }))).data;
    },

    bulkEditResult(id: number, format: BulkEditFormat) {
      const params = { path: { tenant, id }, query: { brandId, format } };
      const path = '/v3/{tenant}/variant/bulk-edit/{id}/result';
      return downloadedFile(
        api.product.GET(path, { params, parseAs: 'blob' }),
        resultFallbackName(id, format),
      );
    },

    async markBulkFileRead(id: number) {
      const params = { path: { tenant, id }, query: { brandId } };
      const call = api.product.PATCH('/v1/{tenant}/bulk-file/read/{id}', { params });
      return (await unwrap(call)).data;
    },

    async deleteBulkFiles(ids: number[]) {
      const body = { brandId, ids };
      const call = api.product.DELETE('/v1/{tenant}/variant/delete/bulk-file', {
        params: { path },
        body,
      });
      return (await unwrap(call)).data;
    },
  };
}

/**
 * The variants a stock call answered with: the v3 bulk call wraps them in `variants`, the v2 call
 * answers with the one variant. Read from the stored write's answer, so it works for replays too.
 */
export function stockAnswer(body: unknown): Variant[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object' && 'variants' in data)
    return (data as { variants: Variant[] }).variants;
  return data ? [data as Variant] : [];
}

export type ProductRequests = ReturnType<typeof productRequests>;

import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useResource } from '../../../platform/data/use-resource';
import type { BulkEditFormat } from '../bulk-edit/bulk-edit-types';
import { saveDownloadedFile } from '../bulk-edit/downloaded-file';
import { useBulkEditConfirm } from '../bulk-edit/use-bulk-edit-confirm';
import { useProductRequests } from '../hooks/use-product-requests';
import { bulkEditReads } from '../products-queries';
import { bulkEditPath, listPath, parseBulkEditId, parseBulkEditQuery } from '../urls';
import { BulkEditPage } from './BulkEditPage';

/** Rows per page of the preview: a 100,000-row file is read a page at a time. */
export const bulkEditPageSize = 25;

/** /product-v3/bulk-edit/:id: the dry run of an uploaded file, its confirm, then its result. */
export function BulkEditRoute() {
  const id = parseBulkEditId(useParams().id);
  const [params, setParams] = useSearchParams();
  const query = parseBulkEditQuery(params);
  const requests = useProductRequests('v3');
  const reads =
    requests && id !== null ? bulkEditReads(requests.scope, id, query, bulkEditPageSize) : null;
  const edit = useResource(reads?.edit ?? null);
  const rows = useResource(reads?.rows ?? null, { keepData: true });
  const confirm = useBulkEditConfirm(requests, id);
  const [downloading, setDownloading] = useState<BulkEditFormat | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const go = (next: Partial<typeof query>) => {
    if (id === null) return;
    const search = bulkEditPath(id, { ...query, ...next }).split('?')[1] ?? '';
    setParams(new URLSearchParams(search));
  };

  async function downloadResult(format: BulkEditFormat) {
    if (!requests || id === null || downloading) return;
    setDownloading(format);
    setDownloadFailed(false);
    try {
      saveDownloadedFile(await requests.bulkEditResult(id, format));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(null);
    }
  }

  // A page of the other tab, kept while this one loads, is not this tab's.
  const page = rows.data?.tab === query.tab ? rows.data : null;
  const status = (resource: { status: string }) =>
    resource.status === 'success' ? 'ready' : resource.status === 'error' ? 'error' : 'loading';

  return (
    <BulkEditPage
      status={id === null ? 'error' : status(edit)}
      errorMessage={edit.errorMessage ?? undefined}
      edit={edit.data}
      tab={query.tab}
      page={query.page}
      pageSize={bulkEditPageSize}
      rowsStatus={status(rows)}
      rowsErrorMessage={rows.errorMessage ?? undefined}
      rows={page?.rows ?? []}
      totalRows={page?.metadata.totalItem ?? 0}
      confirmOpen={confirm.open}
      confirming={confirm.confirming}
      confirmFailed={confirm.failed}
      downloading={downloading}
      downloadFailed={downloadFailed}
      listHref={listPath('v3')}
      onTabChange={(tab) => go({ tab, page: 1 })}
      onPageChange={(page) => go({ page })}
      onRetry={edit.retry}
      onRowsRetry={rows.retry}
      onAskConfirm={confirm.ask}
      onCancelConfirm={confirm.cancel}
      onConfirm={confirm.confirm}
      onDownloadResult={(format) => void downloadResult(format)}
    />
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FilePicker,
  Skeleton,
  useToaster,
  vars,
  type FileRules,
} from '@seller/design-system';
import { isApiError } from '@seller/api-types';
import { queryClientOf } from '../../../platform/data/query-client';
import { fetchRead } from '../../../platform/data/read';
import { useResource } from '../../../platform/data/use-resource';
import { bulkFilePolling } from '../../../platform/poll-schedule';
import { sellerMessage, serverFieldError } from '../../../platform/server-field-error';
import { usePolling } from '../../../platform/use-polling';
import { productCopy } from '../copy';
import { bulkCopy } from './bulk-copy';
import type { BulkFile } from '../product-types';
import { bulkFilesRead, refreshProductList } from '../products-queries';
import type { ProductRequests } from '../products-writes';
import { bulkHeaderProblem } from './bulk-headers';
import { BulkFileTable } from './BulkFileTable';
import { BulkTemplates } from './BulkTemplates';

export interface BulkSectionProps {
  /** The calls of the list the section sits under; a file that changed rows refreshes that list. */
  requests: ProductRequests;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  padding: ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};

  h2 {
    margin: 0;
    font-size: ${vars.font.size500};
  }

  p {
    margin: 0;
    color: ${vars.color.textSubdued};
  }
`;

const UploadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['300']};
`;

const listSize = 10;

/**
 * The sheet the seller may pick, checked by the file picker before it leaves the browser. By
 * extension, not MIME type: Windows reports a CSV as application/vnd.ms-excel.
 */
const bulkFileRules: FileRules = {
  accept: ['.csv', '.xlsx'],
  maxSize: 5 * 1024 * 1024,
  typeMessage: bulkCopy.fileType,
  sizeMessage: bulkCopy.fileSize,
};

const inProgress = (entry: BulkFile) => entry.status === 'queued' || entry.status === 'processing';
const seenOf = (files: BulkFile[]) =>
  JSON.stringify(files.map((entry) => [entry.id, entry.status, entry.successRow]));

/** Bulk by file: upload a CSV/XLSX sheet, follow its processing, read its error report. */
export function BulkSection({ requests }: BulkSectionProps) {
  const toaster = useToaster();
  const read = useMemo(() => bulkFilesRead(requests.scope, listSize), [requests]);
  const list = useResource(read);
  const [file, setFile] = useState<File | null>(null);
  // Why the chosen or sent file was refused, on the picker, where the templates are.
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const chosenAt = useRef(0);
  const [uploading, setUploading] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<BulkFile | null>(null);
  const pending = useRef(new Set<number>());
  const lastSeen = useRef('');

  const files = list.data;
  useEffect(() => {
    if (!files) return;
    lastSeen.current = seenOf(files);
    // A file that was in progress and is now done has changed products or stock.
    const finished = files.filter(
      (entry) =>
        pending.current.has(entry.id) && (entry.status === 'done' || entry.status === 'failed'),
    );
    for (const entry of finished) pending.current.delete(entry.id);
    if (finished.some((entry) => entry.successRow > 0)) void refreshProductList(requests.scope);
    for (const entry of files) if (inProgress(entry)) pending.current.add(entry.id);
  }, [files, requests]);

  /** Asks for the history again; true when it differs from what was shown (for the poll's backoff). */
  const load = useCallback(async (): Promise<boolean> => {
    try {
      // Past the cache's freshness: a poll is for what changed since.
      const answer = await fetchRead(queryClientOf(requests.scope.api), { ...read, staleTime: 0 });
      const seen = seenOf(answer);
      const changed = seen !== lastSeen.current;
      lastSeen.current = seen;
      return changed;
    } catch {
      // The section shows the failure with its retry.
      return false;
    }
  }, [read, requests]);

  const polling = list.status === 'success' && (files ?? []).some(inProgress);
  // A file the sandbox never finishes must not be asked about every 1.5 s for ever.
  usePolling(polling, load, bulkFilePolling);

  async function upload() {
    if (!file || uploading) return;
    setUploading(true);
    try {
      const created = await requests.uploadBulkFile(file);
      pending.current.add(created.id);
      toaster.show({ type: 'success', message: bulkCopy.uploaded(created.fileName) });
      setFile(null);
      await load();
    } catch (error) {
      // A refusal of the file itself (its headers, its content) goes on the picker in the form's
      // words; the chosen file stays for another try.
      const field = serverFieldError(error, [
        { path: 'file', names: ['file'], label: bulkCopy.fileLabel },
      ]);
      if (field) setFileError(field.message);
      else if (isApiError(error) && error.status === 400)
        setFileError(sellerMessage(error.message));
    } finally {
      setUploading(false);
    }
  }

  /** A CSV whose header row is no template's is refused here, before anything is sent. */
  async function choose(chosen: File | null) {
    const turn = ++chosenAt.current;
    setFileError(undefined);
    setFile(chosen);
    if (!chosen) return;
    const problem = await bulkHeaderProblem(chosen);
    if (turn !== chosenAt.current || !problem) return;
    setFile(null);
    setFileError(problem);
  }

  async function withBusy(id: number, work: () => Promise<unknown>) {
    setBusyIds((current) => new Set([...current, id]));
    try {
      await work();
      await load();
    } catch {
      // Reported by the §8 toast.
    } finally {
      setBusyIds((current) => new Set([...current].filter((entry) => entry !== id)));
    }
  }

  return (
    <Section aria-labelledby="bulk-title">
      <h2 id="bulk-title">{bulkCopy.title}</h2>
      <p>{bulkCopy.lead}</p>
      <FilePicker
        label={bulkCopy.fileLabel}
        hint={bulkCopy.fileHint}
        chooseLabel={bulkCopy.choose}
        replaceLabel={bulkCopy.replace}
        removeLabel={bulkCopy.removeChoice}
        {...bulkFileRules}
        file={file}
        error={fileError}
        disabled={uploading}
        onFileChange={({ file: chosen }) => void choose(chosen)}
        onReject={() => void choose(null)}
      />
      <BulkTemplates />
      <UploadRow>
        <Button
          onClick={() => void upload()}
          loading={uploading}
          loadingLabel={bulkCopy.uploading}
          disabled={!file}
        >
          {bulkCopy.upload}
        </Button>
        <Button variant="ghost" onClick={() => void load()}>
          {bulkCopy.refresh}
        </Button>
      </UploadRow>
      <h3>{bulkCopy.listTitle}</h3>
      {list.status === 'loading' && <Skeleton shape="rect" height={80} />}
      {list.status === 'error' && (
        <EmptyState
          icon="error"
          headingLevel={4}
          title={bulkCopy.errorTitle}
          text={list.errorMessage ?? undefined}
          action={<Button onClick={() => void load()}>{productCopy.retry}</Button>}
        />
      )}
      {list.status === 'success' && files?.length === 0 && (
        <EmptyState
          icon="product"
          headingLevel={4}
          title={bulkCopy.emptyTitle}
          text={bulkCopy.emptyText}
        />
      )}
      {list.status === 'success' && files && files.length > 0 && (
        <BulkFileTable
          files={files}
          busyIds={busyIds}
          onMarkRead={({ file: entry }) =>
            void withBusy(entry.id, () => requests.markBulkFileRead(entry.id))
          }
          onDelete={({ file: entry }) => setToDelete(entry)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={bulkCopy.deleteTitle}
        text={toDelete ? bulkCopy.deleteText(toDelete.fileName) : undefined}
        confirmLabel={bulkCopy.delete}
        cancelLabel={productCopy.cancel}
        confirmVariant="danger"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const entry = toDelete;
          setToDelete(null);
          if (entry) void withBusy(entry.id, () => requests.deleteBulkFiles([entry.id]));
        }}
      />
    </Section>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, FilePicker, Select, type FileRules } from '@seller/design-system';
import { isApiError } from '@seller/api-types';
import { sellerMessage, serverFieldError } from '../../../platform/server-field-error';
import { bulkCopy } from '../bulk/bulk-copy';
import type { ProductRequests } from '../products-writes';
import { bulkEditPath, type ListQuery } from '../urls';
import { bulkEditCopy as copy } from './bulk-edit-copy';
import { Alert, Row, Section } from './bulk-edit-styles';
import type { BulkEditExportScope, BulkEditFormat } from './bulk-edit-types';
import { saveDownloadedFile } from './downloaded-file';

export interface BulkEditSectionProps {
  /** The v3 list's calls. */
  requests: ProductRequests;
  /** The list's filter as the URL holds it: 'Sesuai filter' exports what it selects. */
  query: ListQuery;
}

/**
 * The file the server reads (POST variant/bulk-edit's maxLength, 10 MB), by extension: Windows
 * reports a CSV as application/vnd.ms-excel.
 */
const editFileRules: FileRules = {
  accept: ['.csv', '.xlsx'],
  maxSize: 10 * 1024 * 1024,
  typeMessage: copy.fileType,
  sizeMessage: copy.fileSize,
};

const scopes: BulkEditExportScope[] = ['filter', 'all'];

/**
 * 'Ubah massal' on the v3 list: download the catalogue or the filtered selection (the file is the
 * template), upload it edited, and go to its preview. The browser reads nothing of the file: the
 * server's dry run compares it with the variants as they are now.
 */
export function BulkEditSection({ requests, query }: BulkEditSectionProps) {
  const navigate = useNavigate();
  const [scope, setScope] = useState<BulkEditExportScope>('filter');
  const [downloading, setDownloading] = useState<BulkEditFormat | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [checking, setChecking] = useState(false);

  async function download(format: BulkEditFormat) {
    if (downloading) return;
    setDownloading(format);
    setDownloadFailed(false);
    try {
      saveDownloadedFile(await requests.exportVariants(scope === 'all' ? null : query, format));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(null);
    }
  }

  async function check() {
    if (!file || checking) return;
    setChecking(true);
    setFileError(undefined);
    try {
      const edit = await requests.previewBulkEdit(file);
      void navigate(bulkEditPath(edit.id));
    } catch (error) {
      // A refused file (its header row, no rows, too many) shows on the picker, which keeps it.
      const field = serverFieldError(error, [
        { path: 'file', names: ['file'], label: copy.fileLabel },
      ]);
      if (field) setFileError(field.message);
      else if (isApiError(error) && error.status === 400)
        setFileError(sellerMessage(error.message));
      else setFileError(copy.checkFailed);
    } finally {
      setChecking(false);
    }
  }

  return (
    <Section aria-labelledby="bulk-edit-title">
      <h2 id="bulk-edit-title">{copy.title}</h2>
      <p>{copy.lead}</p>
      <Row>
        <Select
          label={copy.scopeLabel}
          options={scopes.map((value) => ({ value, label: copy.scope[value] }))}
          value={scope}
          onChange={(event) => setScope(event.target.value === 'all' ? 'all' : 'filter')}
        />
        <Button
          variant="secondary"
          loading={downloading === 'csv'}
          loadingLabel={copy.downloading}
          onClick={() => void download('csv')}
        >
          {copy.downloadCsv}
        </Button>
        <Button
          variant="secondary"
          loading={downloading === 'xlsx'}
          loadingLabel={copy.downloading}
          onClick={() => void download('xlsx')}
        >
          {copy.downloadXlsx}
        </Button>
      </Row>
      {downloadFailed && <Alert role="alert">{copy.downloadFailed}</Alert>}
      <p>{copy.previewPromise}</p>
      <FilePicker
        label={copy.fileLabel}
        hint={copy.fileHint}
        chooseLabel={bulkCopy.choose}
        replaceLabel={bulkCopy.replace}
        removeLabel={bulkCopy.removeChoice}
        {...editFileRules}
        file={file}
        error={fileError}
        disabled={checking}
        onFileChange={({ file: chosen }) => {
          setFileError(undefined);
          setFile(chosen);
        }}
        onReject={() => setFile(null)}
      />
      <Row>
        <Button
          onClick={() => void check()}
          loading={checking}
          loadingLabel={copy.checking}
          disabled={!file}
        >
          {copy.check}
        </Button>
      </Row>
    </Section>
  );
}

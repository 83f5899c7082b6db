import type { ReactNode } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Pagination,
  Skeleton,
  Tabs,
} from '@seller/design-system';
import { bulkEditCopy as copy } from '../copy';
import { Alert, Column, Row } from '../bulk-edit/bulk-edit-styles';
import { BulkEditRowsTable } from '../bulk-edit/BulkEditRowsTable';
import { BulkEditSummary } from '../bulk-edit/BulkEditSummary';
import type { BulkEdit, BulkEditFormat, BulkEditRow } from '../bulk-edit/bulk-edit-types';
import { ButtonLink, Header, Page } from '../components/ProductListPage.styles';
import { bulkEditTabs, type BulkEditTab } from '../urls';

type Status = 'loading' | 'error' | 'ready';

export interface BulkEditPageProps {
  /** The edit's summary: loading, failed or read. */
  status: Status;
  errorMessage?: string | undefined;
  edit: BulkEdit | null;
  /** The list of rows shown and its page, from the URL. */
  tab: BulkEditTab;
  page: number;
  pageSize: number;
  /** The page of rows; the previous page stays while the next loads. */
  rowsStatus: Status;
  rowsErrorMessage?: string | undefined;
  rows: readonly BulkEditRow[];
  totalRows: number;
  /** The confirm dialog is open. */
  confirmOpen: boolean;
  /** The confirm is on its way. */
  confirming: boolean;
  /** The last confirm failed: nothing changed, it can be sent again. */
  confirmFailed: boolean;
  /** A result file is on its way; the download failed. */
  downloading: BulkEditFormat | null;
  downloadFailed: boolean;
  listHref: string;
  onTabChange: (tab: BulkEditTab) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  onRowsRetry: () => void;
  onAskConfirm: () => void;
  onCancelConfirm: () => void;
  onConfirm: () => void;
  onDownloadResult: (format: BulkEditFormat) => void;
}

function rowsBody(props: BulkEditPageProps, applied: boolean): ReactNode {
  if (props.rowsStatus === 'error' && props.rows.length === 0)
    return (
      <EmptyState
        icon="error"
        headingLevel={3}
        title={copy.rowsErrorTitle}
        text={props.rowsErrorMessage}
        action={<Button onClick={props.onRowsRetry}>{copy.retry}</Button>}
      />
    );
  if (props.rowsStatus === 'loading' && props.rows.length === 0)
    return <Skeleton shape="rect" height={200} />;
  if (props.rows.length === 0) return <p>{copy.emptyTab[props.tab]}</p>;
  return (
    <div aria-busy={props.rowsStatus === 'loading'}>
      <BulkEditRowsTable tab={props.tab} rows={props.rows} applied={applied} />
      <Pagination
        page={props.page}
        pageSize={props.pageSize}
        total={props.totalRows}
        onPageChange={props.onPageChange}
        label={copy.pagination}
        formatRange={copy.range}
      />
    </div>
  );
}

/** The preview of an uploaded bulk edit, and after its confirm the result. Props only. */
export function BulkEditPage(props: BulkEditPageProps) {
  const { edit } = props;
  const applied = edit?.status === 'applied';
  const back = (
    <ButtonLink to={props.listHref} data-variant="secondary">
      {applied ? copy.backToList : copy.cancel}
    </ButtonLink>
  );

  let body: ReactNode;
  if (props.status === 'error' && !edit) {
    body = (
      <EmptyState
        icon="error"
        headingLevel={2}
        title={copy.errorTitle}
        text={props.errorMessage}
        action={<Button onClick={props.onRetry}>{copy.retry}</Button>}
      />
    );
  } else if (!edit) {
    body = (
      <div aria-busy="true" aria-label={copy.loading} role="status">
        <Skeleton shape="rect" height={96} />
      </div>
    );
  } else if (edit.changedRows === 0 && edit.refusedRows === 0) {
    body = (
      <EmptyState
        icon="product"
        headingLevel={2}
        title={copy.emptyTitle}
        text={copy.emptyText}
        action={back}
      />
    );
  } else {
    const tabLabel = (tab: BulkEditTab) =>
      applied && tab === 'changed' ? copy.appliedChangedTab : copy.tabs[tab];
    body = (
      <>
        <BulkEditSummary edit={edit} />
        <Row>
          {!applied && (
            <Button
              onClick={props.onAskConfirm}
              loading={props.confirming}
              loadingLabel={copy.applying}
              disabled={edit.changedRows === 0}
            >
              {copy.apply}
            </Button>
          )}
          {applied && (
            <>
              <Button
                variant="secondary"
                loading={props.downloading === 'csv'}
                onClick={() => props.onDownloadResult('csv')}
              >
                {copy.downloadResultCsv}
              </Button>
              <Button
                variant="secondary"
                loading={props.downloading === 'xlsx'}
                onClick={() => props.onDownloadResult('xlsx')}
              >
                {copy.downloadResultXlsx}
              </Button>
            </>
          )}
          {back}
        </Row>
        {props.confirmFailed && <Alert role="alert">{copy.confirmFailed}</Alert>}
        {props.downloadFailed && <Alert role="alert">{copy.downloadFailed}</Alert>}
        <Tabs
          label={copy.tabsLabel}
          items={bulkEditTabs.map((value) => ({
            value,
            label: tabLabel(value),
            count: value === 'changed' ? edit.changedRows : edit.refusedRows,
            // Rows to change are a tally; only refused rows are a problem to look at.
            countTone: value === 'changed' ? 'muted' : 'alert',
          }))}
          showZeroCounts
          value={props.tab}
          onValueChange={(value) => props.onTabChange(value === 'refused' ? 'refused' : 'changed')}
        >
          <Column>{rowsBody(props, applied)}</Column>
        </Tabs>
      </>
    );
  }

  return (
    <Page>
      <Header>
        <div>
          <h1>{applied ? copy.appliedTitle : copy.previewTitle}</h1>
          {edit && <p>{applied ? copy.appliedLead : copy.previewLead}</p>}
        </div>
      </Header>
      <Column>{body}</Column>
      <ConfirmDialog
        open={props.confirmOpen}
        title={copy.confirmTitle}
        text={edit ? copy.confirmText(edit.changedRows, edit.changeCount) : undefined}
        confirmLabel={copy.confirmLabel}
        cancelLabel={copy.cancel}
        loading={props.confirming}
        onCancel={props.onCancelConfirm}
        onConfirm={props.onConfirm}
      />
    </Page>
  );
}

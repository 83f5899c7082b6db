import styled from 'styled-components';
import { Button, TableScroll, vars } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { bulkCopy } from './bulk-copy';
import type { BulkFile } from '../product-types';

export interface BulkFileTableProps {
  /** Bulk files, newest first. */
  files: BulkFile[];
  /** Ids with a call on its way. */
  busyIds: ReadonlySet<number>;
  onMarkRead: (input: { file: BulkFile }) => void;
  onDelete: (input: { file: BulkFile }) => void;
}

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: ${vars.font.size300};

  th,
  td {
    padding: ${vars.space['200']} ${vars.space['300']};
    border-top: 1px solid ${vars.color.borderDefault};
    text-align: left;
    vertical-align: middle;
  }

  th {
    color: ${vars.color.textSubdued};
    font-weight: ${vars.font.weightSemibold};
  }

  tr[data-unread='true'] td {
    background: ${vars.color.statusInfoBg};
  }
`;

const FileName = styled.span`
  overflow-wrap: anywhere;
`;

const Unread = styled.span`
  margin-left: ${vars.space['100']};
  padding: 0 ${vars.space['150']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.newBadgeBg};
  color: ${vars.color.newBadgeText};
  font-size: ${vars.font.size100};
`;

const Failed = styled.div`
  color: ${vars.color.textDanger};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['100']};
`;

/** The bulk files of the brand with their status, counts, error report and actions. */
export function BulkFileTable({ files, busyIds, onMarkRead, onDelete }: BulkFileTableProps) {
  return (
    <TableScroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">{bulkCopy.columns.file}</th>
            <th scope="col">{bulkCopy.columns.type}</th>
            <th scope="col">{bulkCopy.columns.status}</th>
            <th scope="col">{bulkCopy.columns.result}</th>
            <th scope="col">{bulkCopy.columns.date}</th>
            <th scope="col">{bulkCopy.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} data-unread={!file.isRead} data-testid={`bulk-file-${file.id}`}>
              <td>
                <FileName>{file.fileName}</FileName>
                {!file.isRead && <Unread>{bulkCopy.unread}</Unread>}
              </td>
              <td>{bulkCopy.type[file.type]}</td>
              <td>{bulkCopy.status[file.status]}</td>
              <td>
                <div>{bulkCopy.rows(file.successRow, file.totalRow)}</div>
                {file.failedRow > 0 && <Failed>{bulkCopy.failedRows(file.failedRow)}</Failed>}
              </td>
              <td>{formatServerTime(file.createdAt)}</td>
              <td>
                <Row>
                  {file.resultUrl && file.failedRow > 0 && (
                    <a href={file.resultUrl} download={bulkCopy.reportFileName(file.id)}>
                      {bulkCopy.downloadReport}
                    </a>
                  )}
                  {!file.isRead && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busyIds.has(file.id)}
                      onClick={() => onMarkRead({ file })}
                    >
                      {bulkCopy.markRead}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busyIds.has(file.id)}
                    onClick={() => onDelete({ file })}
                  >
                    {bulkCopy.delete}
                  </Button>
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

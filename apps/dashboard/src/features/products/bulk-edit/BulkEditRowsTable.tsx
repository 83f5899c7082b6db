import { TableScroll } from '@seller/design-system';
import type { BulkEditTab } from '../urls';
import { bulkEditCopy as copy } from './bulk-edit-copy';
import { Caption, Table } from './bulk-edit-styles';
import { changeText, outcomeText, refusedColumnText, rowVariantText } from './bulk-edit-text';
import type { BulkEditRow } from './bulk-edit-types';

export interface BulkEditRowsTableProps {
  tab: BulkEditTab;
  rows: readonly BulkEditRow[];
  /** After the confirm each changed row says what became of it. */
  applied: boolean;
}

/**
 * One page of the edit's rows: each change as old → new, or the refused column with its reason.
 * The sheet's row number comes first, so the seller finds the line in the file; the change or the
 * reason comes before the longer names, so a phone shows it without scrolling.
 */
export function BulkEditRowsTable({ tab, rows, applied }: BulkEditRowsTableProps) {
  const caption = copy.tableCaption(
    applied && tab === 'changed' ? copy.appliedChangedTab : copy.tabs[tab],
  );
  return (
    <TableScroll>
      <Table>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.row}</th>
            <th scope="col">{copy.columns.sku}</th>
            {tab === 'changed' ? (
              <>
                <th scope="col">{copy.columns.changes}</th>
                <th scope="col">{copy.columns.variant}</th>
                {applied && <th scope="col">{copy.columns.outcome}</th>}
              </>
            ) : (
              <>
                <th scope="col">{copy.columns.reason}</th>
                <th scope="col">{copy.columns.column}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} data-testid={`bulk-edit-row-${row.row}`}>
              <td>{row.row}</td>
              <td>{row.sku}</td>
              {tab === 'changed' ? (
                <>
                  <td>
                    <ul>
                      {row.changes.map((change) => (
                        <li key={change.column}>{changeText(change)}</li>
                      ))}
                    </ul>
                  </td>
                  <td>{rowVariantText(row)}</td>
                  {applied && <td>{outcomeText(row)}</td>}
                </>
              ) : (
                <>
                  <td>{row.refusal?.message ?? ''}</td>
                  <td>{row.refusal ? refusedColumnText(row.refusal.column) : ''}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

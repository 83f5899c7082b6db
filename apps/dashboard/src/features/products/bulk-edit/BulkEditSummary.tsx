import { formatNumber } from '@seller/design-system';
import { bulkEditCopy as copy } from './bulk-edit-copy';
import { FileName, Figures } from './bulk-edit-styles';
import type { BulkEdit } from './bulk-edit-types';

/** The edit in figures: what was read, what changes, what was refused (and, once applied, how it went). */
export function BulkEditSummary({ edit }: { edit: BulkEdit }) {
  const applied = edit.status === 'applied';
  const figures: [string, string][] = [
    [copy.summary.totalRows, formatNumber(edit.totalRows)],
    [copy.summary.changedRows, formatNumber(edit.changedRows)],
    [copy.summary.changeCount, formatNumber(edit.changeCount)],
    [copy.summary.unchangedRows, formatNumber(edit.unchangedRows)],
    [copy.summary.refusedRows, formatNumber(edit.refusedRows)],
    ...(applied
      ? ([
          [copy.summary.appliedRows, formatNumber(edit.appliedRows)],
          [copy.summary.skippedRows, formatNumber(edit.skippedRows)],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      <FileName>{copy.fileNameLine(edit.fileName)}</FileName>
      <Figures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
    </>
  );
}

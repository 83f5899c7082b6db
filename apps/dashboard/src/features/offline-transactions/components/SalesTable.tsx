import { Skeleton, formatMoney } from '@seller/design-system';
import { offlineCopy as copy } from '../copy';
import type { OfflineTransaction } from '../offline-scope';
import { formatCalendarDay } from '../../../platform/datetime';
import { CodeButton, Table, TableBox } from './OfflineListPage.styles';

export interface SalesTableProps {
  /** Null while the page loads: as many placeholder rows as the page holds (at most 15). */
  sales: readonly OfflineTransaction[] | null;
  size: number;
  onOpen: (id: number) => void;
}

/** The page of sales; a sale's code opens its detail. */
export function SalesTable({ sales, size, onOpen }: SalesTableProps) {
  return (
    <TableBox>
      <Table aria-label={copy.tableLabel} aria-busy={sales === null}>
        <thead>
          <tr>
            <th scope="col">{copy.colCode}</th>
            <th scope="col">{copy.colDate}</th>
            <th scope="col" className="wide">
              {copy.colBuyer}
            </th>
            <th scope="col" className="wide">
              {copy.colReason}
            </th>
            <th scope="col" className="num wide">
              {copy.colItems}
            </th>
            <th scope="col" className="num">
              {copy.colTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {sales === null
            ? Array.from({ length: Math.min(size, 15) }, (_, i) => (
                <tr key={i}>
                  <td colSpan={6}>
                    <Skeleton shape="text" height={21} />
                  </td>
                </tr>
              ))
            : sales.map((sale) => (
                <tr key={sale.id}>
                  <td className="code">
                    <CodeButton type="button" onClick={() => onOpen(sale.id)}>
                      {sale.transactionCode}
                    </CodeButton>
                  </td>
                  <td className="date">{formatCalendarDay(sale.transactionDate)}</td>
                  <td className="wide">{sale.buyerName ?? copy.noBuyer}</td>
                  <td className="wide">{sale.reasonName}</td>
                  <td className="num wide">
                    {copy.itemsCount(sale.items.reduce((sum, item) => sum + item.quantity, 0))}
                  </td>
                  <td className="num">{formatMoney(sale.totalAmount)}</td>
                </tr>
              ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

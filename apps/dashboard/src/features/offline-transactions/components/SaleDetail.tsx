import { Button, Dialog, Skeleton, formatMoney } from '@seller/design-system';
import { formatCalendarDay, formatServerTime } from '../../../platform/datetime';
import { useMaskedPhone } from '../../../platform/mask-phone';
import { offlineCopy as copy } from '../copy';
import type { OfflineTransaction } from '../offline-scope';
import { DetailList, ErrorText, Table, TableBox } from './OfflineListPage.styles';

/** The sale shown in the detail dialog; null while the dialog is closed. */
export type SaleDetailState = OfflineTransaction | 'loading' | 'error' | null;

/** One sale: when and why it was recorded, for whom, and its items. */
export function SaleDetail({ sale, onClose }: { sale: SaleDetailState; onClose: () => void }) {
  const phone = useMaskedPhone();
  return (
    <Dialog
      open={sale !== null}
      onClose={onClose}
      title={copy.detailTitle}
      width={560}
      closeLabel={copy.close}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {copy.close}
        </Button>
      }
    >
      {sale === 'error' ? (
        <ErrorText role="alert">{copy.detailError}</ErrorText>
      ) : sale === null || sale === 'loading' ? (
        <div aria-label={copy.detailLoading} aria-busy="true">
          <Skeleton shape="text" lines={6} />
        </div>
      ) : (
        <>
          <DetailList>
            <dt>{copy.colCode}</dt>
            <dd>{sale.transactionCode}</dd>
            <dt>{copy.detailDate}</dt>
            <dd>{formatCalendarDay(sale.transactionDate)}</dd>
            <dt>{copy.detailCreated}</dt>
            <dd>{formatServerTime(sale.createdAt)}</dd>
            <dt>{copy.detailReason}</dt>
            <dd>{sale.reasonName}</dd>
            <dt>{copy.detailBuyer}</dt>
            <dd>{sale.buyerName ?? copy.noBuyer}</dd>
            <dt>{copy.detailPhone}</dt>
            <dd>{phone(sale.buyerPhone) || copy.noBuyer}</dd>
            {sale.note ? (
              <>
                <dt>{copy.detailNote}</dt>
                <dd>{sale.note}</dd>
              </>
            ) : null}
          </DetailList>
          <TableBox>
            <Table aria-label={copy.colItems}>
              <thead>
                <tr>
                  <th scope="col">{copy.colItems}</th>
                  <th scope="col" className="num">
                    {copy.detailQty}
                  </th>
                  <th scope="col" className="num">
                    {copy.detailPrice}
                  </th>
                  <th scope="col" className="num">
                    {copy.detailSubtotal}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sale.items.map((item) => (
                  <tr key={item.variantId}>
                    <td>{item.variantName}</td>
                    <td className="num">{item.quantity}</td>
                    <td className="num">{formatMoney(item.price)}</td>
                    <td className="num">{formatMoney(item.price * item.quantity)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" colSpan={3}>
                    {copy.colTotal}
                  </th>
                  <td className="num">
                    <strong>{formatMoney(sale.totalAmount)}</strong>
                  </td>
                </tr>
              </tbody>
            </Table>
          </TableBox>
        </>
      )}
    </Dialog>
  );
}

import styled from 'styled-components';
import { formatMoney } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { useMaskedPhone } from '../../../platform/mask-phone';
import { addressLines } from '../order-address';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { Barcode } from './Barcode';
import { itemSku, itemTitle } from '../order-item-text';
import { orderTotal } from './order-total-lines';

const copy = ordersCopy.print;

/*
 * Sheets are sized in real units so what the screen previews is what the printer gets: labels on
 * A6 (105 × 148 mm), packing lists on A4 (210 × 297 mm). Named @page rules pick the paper per
 * sheet in Chromium; each sheet starts a new page.
 */
const Sheet = styled.article`
  box-sizing: border-box;
  margin: 0 auto 16px;
  background: #fff;
  color: #000;
  border: 1px solid #ccc;
  break-after: page;
  font-size: 11pt;
  @media print {
    margin: 0;
    border: 0;
  }
`;

const Label = styled(Sheet)`
  page: label;
  width: 105mm;
  min-height: 148mm;
  padding: 6mm;
  display: grid;
  align-content: start;
  gap: 4mm;
`;

const Packing = styled(Sheet)`
  page: packing;
  width: 210mm;
  min-height: 297mm;
  padding: 15mm;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid #000;
    padding: 2mm;
    text-align: left;
  }
`;

const Big = styled.h2`
  margin: 0;
  font-size: 16pt;
  font-weight: 700;
  font-family: monospace;
`;

const Block = styled.section`
  border-top: 1px dashed #000;
  padding-top: 2mm;
  h3 {
    margin: 0 0 1mm;
    font-size: 9pt;
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
`;

export function ShippingLabel({ order, sender }: { order: Order; sender: string }) {
  const phone = useMaskedPhone();
  return (
    <Label aria-label={`${copy.labels} ${order.orderCode}`}>
      <Big>{order.orderCode}</Big>
      <Block>
        <h3>{copy.courier}</h3>
        <p>{order.courier ?? '—'}</p>
        <p>
          {copy.waybill}: {order.waybillNumber ?? ordersCopy.noWaybill}
        </p>
        {order.waybillNumber ? (
          <Barcode value={order.waybillNumber} label={copy.waybillBarcode(order.waybillNumber)} />
        ) : null}
      </Block>
      <Block>
        <h3>{copy.to}</h3>
        <p>{order.address.recipientName}</p>
        <p>{phone(order.address.phone)}</p>
        {addressLines(order.address).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Block>
      <Block>
        <h3>{copy.from}</h3>
        <p>{sender}</p>
      </Block>
      <Block>
        <h3>{copy.product}</h3>
        {order.items.map((item) => (
          <p key={item.variantId}>
            {item.quantity} × {itemTitle(item)}
            {itemSku(item) ? <small> · {itemSku(item)}</small> : null}
          </p>
        ))}
      </Block>
      <Block>
        <h3>{copy.orderCode}</h3>
        <Barcode value={order.orderCode} label={copy.orderBarcode(order.orderCode)} height={40} />
      </Block>
    </Label>
  );
}

export function PackingList({ order, sender }: { order: Order; sender: string }) {
  const phone = useMaskedPhone();
  const total = orderTotal(order);
  return (
    <Packing aria-label={`${copy.packingLists} ${order.orderCode}`}>
      <h2>
        {copy.packingLists}: {order.orderCode}
      </h2>
      <p>
        {copy.orderDate}: {formatServerTime(order.createdAt)}
      </p>
      <p>
        {copy.from}: {sender} · {copy.to}: {order.buyerName} ({phone(order.buyerPhone)})
      </p>
      <p>
        {copy.courier}: {order.courier ?? '—'} · {copy.waybill}:{' '}
        {order.waybillNumber ?? ordersCopy.noWaybill}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{copy.product}</th>
            <th scope="col">{copy.quantity}</th>
            <th scope="col">{copy.price}</th>
            <th scope="col">{copy.subtotal}</th>
            <th scope="col">{copy.check}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.variantId}>
              <td>
                {itemTitle(item)}
                {itemSku(item) ? (
                  <>
                    <br />
                    <small>{itemSku(item)}</small>
                  </>
                ) : null}
              </td>
              <td>{item.quantity}</td>
              <td>{formatMoney(item.price)}</td>
              <td>{formatMoney(item.price * item.quantity)}</td>
              <td aria-label={copy.check}>☐</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {total.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row" colSpan={3}>
                {line.label}
              </th>
              <td colSpan={2}>{formatMoney(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3}>
              {copy.total}
            </th>
            <td colSpan={2}>
              <strong>{formatMoney(total.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </Packing>
  );
}

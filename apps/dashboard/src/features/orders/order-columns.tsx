import styled from 'styled-components';
import { Button, formatMoney, vars, type DataTableColumn } from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import { ordersCopy } from './copy';
import type { Order } from './order-calls';
import { canProcess, canSetWaybill, statusLabel } from './order-status';
import { waitedFor } from './wait-duration';

const Code = styled.div`
  font-family: ${vars.font.familyMono};
  font-weight: ${vars.font.weightSemibold};
`;

const Muted = styled.div`
  color: ${vars.color.textSubdued};
`;

const Waiting = styled.div`
  color: ${vars.color.textDanger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['100']};
`;

export interface OrderColumnOptions {
  /** Order code to highlight (arrival from a transaction notification). */
  highlightCode?: string | null | undefined;
  /** Order codes with a call in flight; their actions are blocked. */
  busyCodes: ReadonlySet<string>;
  now?: Date | undefined;
  onProcess: (order: Order) => void;
  onWaybill: (order: Order) => void;
  onReceipt: (order: Order) => void;
  onDetail: (order: Order) => void;
}

export function isHighlighted(order: Order, highlightCode: string | null | undefined): boolean {
  return typeof highlightCode === 'string' && highlightCode.toUpperCase() === order.orderCode.toUpperCase();
}

/** The queue's columns; the order cell carries the row's code and highlight for styling and tests. */
export function orderColumns(options: OrderColumnOptions): DataTableColumn<Order>[] {
  const columns = ordersCopy.columns;
  return [
    {
      id: 'order',
      header: columns.order,
      minWidth: 230,
      grow: 2,
      cell: (order) => {
        const highlighted = isHighlighted(order, options.highlightCode);
        return (
          <div data-order-code={order.orderCode} data-highlighted={highlighted || undefined} aria-current={highlighted ? 'true' : undefined}>
            <Code>{order.orderCode}</Code>
            <Muted>{formatServerTime(order.createdAt)}</Muted>
            {highlighted && <Muted>{ordersCopy.highlighted}</Muted>}
            {order.status === 1 && <Waiting>{ordersCopy.waitingFor(waitedFor(order.createdAt, options.now))}</Waiting>}
          </div>
        );
      },
    },
    { id: 'buyer', header: columns.buyer, minWidth: 140, cell: (order) => order.buyerName },
    { id: 'items', header: columns.items, minWidth: 90, grow: 0.5, cell: (order) => ordersCopy.itemCount(order.items.length) },
    { id: 'total', header: columns.total, minWidth: 120, align: 'end', cell: (order) => formatMoney(order.totalAmount) },
    {
      id: 'courier',
      header: columns.courier,
      minWidth: 150,
      cell: (order) => (
        <>
          <div>{order.courier ?? '—'}</div>
          <Muted>{order.waybillNumber ?? ordersCopy.noWaybill}</Muted>
        </>
      ),
    },
    { id: 'status', header: columns.status, minWidth: 110, cell: (order) => statusLabel(order.status) },
    {
      id: 'actions',
      header: columns.actions,
      minWidth: 250,
      grow: 1.5,
      cell: (order) => {
        const busy = options.busyCodes.has(order.orderCode);
        return (
          <Actions>
            {canProcess(order.status) && (
              <Button size="sm" loading={busy} disabled={busy} onClick={() => options.onProcess(order)} aria-label={`${ordersCopy.process} ${order.orderCode}`}>
                {ordersCopy.process}
              </Button>
            )}
            {canSetWaybill(order.status) && (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => options.onWaybill(order)}
                aria-label={`${order.status === 3 ? ordersCopy.editWaybill : ordersCopy.waybill} ${order.orderCode}`}
              >
                {order.status === 3 ? ordersCopy.editWaybill : ordersCopy.waybill}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => options.onReceipt(order)} aria-label={`${ordersCopy.receipt} ${order.orderCode}`}>
              {ordersCopy.receipt}
            </Button>
            <Button size="sm" variant="ghost" aria-haspopup="dialog" onClick={() => options.onDetail(order)} aria-label={`${ordersCopy.detail} ${order.orderCode}`}>
              {ordersCopy.detail}
            </Button>
          </Actions>
        );
      },
    },
  ];
}

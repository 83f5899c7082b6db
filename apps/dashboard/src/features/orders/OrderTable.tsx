import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, formatMoney, vars } from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import { ordersCopy } from './copy';
import type { Order } from './order-calls';
import { canProcess, canSetWaybill, statusLabel } from './order-status';
import { OrderDetail } from './OrderDetail';
import { waitedFor } from './wait-duration';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size300};
  th,
  td {
    padding: ${vars.space['300']};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${vars.color.borderDefault};
  }
  th {
    color: ${vars.color.textSubdued};
    font-weight: ${vars.font.weightSemibold};
  }
  tr[data-highlighted] > td {
    background: ${vars.color.bgSurfaceSelected};
  }
`;

const Caption = styled.caption`
  text-align: left;
  padding-bottom: ${vars.space['200']};
  color: ${vars.color.textSubdued};
`;

const Code = styled.span`
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
  gap: ${vars.space['200']};
`;

export interface OrderTableProps {
  orders: readonly Order[];
  selected: ReadonlySet<string>;
  /** Order code to highlight (arrival from a transaction notification). */
  highlightCode?: string | null;
  /** Order codes with a call in flight; their actions are blocked. */
  busyCodes: ReadonlySet<string>;
  now?: Date;
  onToggle: (orderCode: string) => void;
  onToggleAll: (checked: boolean) => void;
  onProcess: (order: Order) => void;
  onWaybill: (order: Order) => void;
  onReceipt: (order: Order) => void;
}

export function OrderTable({
  orders,
  selected,
  highlightCode,
  busyCodes,
  now,
  onToggle,
  onToggleAll,
  onProcess,
  onWaybill,
  onReceipt,
}: OrderTableProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const selectedHere = orders.filter((order) => selected.has(order.orderCode)).length;
  const columns = ordersCopy.columns;
  return (
    <Table>
      <Caption>{ordersCopy.tableLabel}</Caption>
      <thead>
        <tr>
          <th scope="col">
            <Checkbox
              label={ordersCopy.selectAll}
              hideLabel
              checked={orders.length > 0 && selectedHere === orders.length}
              indeterminate={selectedHere > 0 && selectedHere < orders.length}
              onChange={(event) => onToggleAll(event.currentTarget.checked)}
            />
          </th>
          <th scope="col">{columns.order}</th>
          <th scope="col">{columns.buyer}</th>
          <th scope="col">{columns.items}</th>
          <th scope="col">{columns.total}</th>
          <th scope="col">{columns.courier}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const open = expanded === order.orderCode;
          const detailId = `order-detail-${order.id}`;
          const highlighted = highlightCode !== null && highlightCode !== undefined && highlightCode.toUpperCase() === order.orderCode.toUpperCase();
          const busy = busyCodes.has(order.orderCode);
          return (
            <Fragment key={order.id}>
              <tr data-highlighted={highlighted || undefined} data-order-code={order.orderCode} aria-current={highlighted ? 'true' : undefined}>
                <td>
                  <Checkbox
                    label={ordersCopy.selectOrder(order.orderCode)}
                    hideLabel
                    checked={selected.has(order.orderCode)}
                    onChange={() => onToggle(order.orderCode)}
                  />
                </td>
                <td>
                  <Code>{order.orderCode}</Code>
                  <Muted>{formatServerTime(order.createdAt)}</Muted>
                  {highlighted && <Muted>{ordersCopy.highlighted}</Muted>}
                  {order.status === 1 && <Waiting>{ordersCopy.waitingFor(waitedFor(order.createdAt, now))}</Waiting>}
                </td>
                <td>{order.buyerName}</td>
                <td>{ordersCopy.itemCount(order.items.length)}</td>
                <td>{formatMoney(order.totalAmount)}</td>
                <td>
                  <div>{order.courier ?? '—'}</div>
                  <Muted>{order.waybillNumber ?? ordersCopy.noWaybill}</Muted>
                </td>
                <td>{statusLabel(order.status)}</td>
                <td>
                  <Actions>
                    {canProcess(order.status) && (
                      <Button size="sm" loading={busy} disabled={busy} onClick={() => onProcess(order)} aria-label={`${ordersCopy.process} ${order.orderCode}`}>
                        {ordersCopy.process}
                      </Button>
                    )}
                    {canSetWaybill(order.status) && (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => onWaybill(order)}
                        aria-label={`${order.status === 3 ? ordersCopy.editWaybill : ordersCopy.waybill} ${order.orderCode}`}
                      >
                        {order.status === 3 ? ordersCopy.editWaybill : ordersCopy.waybill}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => onReceipt(order)} aria-label={`${ordersCopy.receipt} ${order.orderCode}`}>
                      {ordersCopy.receipt}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={open}
                      aria-controls={open ? detailId : undefined}
                      aria-label={`${open ? ordersCopy.hideDetail : ordersCopy.detail} ${order.orderCode}`}
                      onClick={() => setExpanded(open ? null : order.orderCode)}
                    >
                      {open ? ordersCopy.hideDetail : ordersCopy.detail}
                    </Button>
                  </Actions>
                </td>
              </tr>
              {open && (
                <tr>
                  <td colSpan={8}>
                    <OrderDetail order={order} id={detailId} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}

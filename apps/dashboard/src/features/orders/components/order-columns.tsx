import styled from 'styled-components';
import { formatMoney, vars, type DataTableColumn } from '@seller/design-system';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { OrderActions } from './OrderActions';
import { OrderIdentity } from './OrderIdentity';
import { WaybillText } from '../kept-waybills';
import { statusLabel } from '../status-label';

const Muted = styled.div`
  color: ${vars.color.textSubdued};
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
  return (
    typeof highlightCode === 'string' &&
    highlightCode.toUpperCase() === order.orderCode.toUpperCase()
  );
}

/** Width of the design system table's checkbox column, part of the room the table needs. */
const SELECT_COLUMN_WIDTH = 48;

/**
 * The queue's columns. The minimum widths are what each cell needs to show its content whole
 * (the mono order code, a total in the billions, two rows of action buttons within the fixed row
 * height); below their sum the queue shows cards instead of squeezing the table.
 */
export function orderColumns(options: OrderColumnOptions): DataTableColumn<Order>[] {
  const columns = ordersCopy.columns;
  return [
    {
      id: 'order',
      header: columns.order,
      minWidth: 230,
      grow: 2,
      cell: (order) => (
        <OrderIdentity
          order={order}
          highlighted={isHighlighted(order, options.highlightCode)}
          now={options.now}
        />
      ),
    },
    {
      id: 'buyer',
      header: columns.buyer,
      minWidth: 150,
      cell: (order) => (
        <>
          <div>{order.buyerName}</div>
          <Muted>{ordersCopy.itemCount(order.items.length)}</Muted>
        </>
      ),
    },
    {
      id: 'total',
      header: columns.total,
      minWidth: 130,
      align: 'end',
      cell: (order) => formatMoney(order.totalAmount),
    },
    {
      id: 'courier',
      header: columns.courier,
      minWidth: 150,
      cell: (order) => (
        <>
          <div>{order.courier ?? '—'}</div>
          <Muted>
            <WaybillText order={order} />
          </Muted>
        </>
      ),
    },
    {
      id: 'status',
      header: columns.status,
      minWidth: 100,
      cell: (order) => statusLabel(order.status),
    },
    {
      id: 'actions',
      header: columns.actions,
      minWidth: 240,
      grow: 1.5,
      cell: (order) => (
        <OrderActions
          order={order}
          busy={options.busyCodes.has(order.orderCode)}
          onProcess={options.onProcess}
          onWaybill={options.onWaybill}
          onReceipt={options.onReceipt}
          onDetail={options.onDetail}
        />
      ),
    },
  ];
}

/** The width (px, with the frame's border) below which the table would scroll sideways. */
export function tableMinWidth(columns: readonly DataTableColumn<Order>[]): number {
  return (
    SELECT_COLUMN_WIDTH + columns.reduce((sum, column) => sum + (column.minWidth ?? 120), 0) + 2
  );
}

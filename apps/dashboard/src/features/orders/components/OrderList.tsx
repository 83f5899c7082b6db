import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { DataTable, Dialog, vars } from '@seller/design-system';
import { useMainColumnKey } from '../../../platform/main-column';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { orderColumns, tableMinWidth } from './order-columns';
import { OrderCards, type OrderCardsProps } from './OrderCards';
import { OrderDetail } from './OrderDetail';
import { useFitsWidth } from './use-fits-width';

// Room for the order cell's four lines (code, time, highlight, waiting) and wrapped actions.
const ROW_HEIGHT = 112;
const HEADER_HEIGHT = 48;
// The most that can sit beside the queue in a window: the open sidebar (220 px), the page's
// padding on both sides (2 × 24 px) and a scrollbar (up to 17 px), with a few pixels to spare.
// A wrong guess costs one more render: the ResizeObserver then reports the real width.
export const BESIDE_THE_QUEUE_AT_MOST = 290;

// The notification's order is marked with a bar, apart from the selection's background.
const Frame = styled.div`
  [role='row']:has([data-highlighted]) {
    box-shadow: inset 4px 0 0 ${vars.color.actionPrimaryBg};
    background: ${vars.color.statusInfoBg};
  }
`;

/** The queue's page and its handlers; the cards take the same, plus opening an order's detail. */
export type OrderListProps = Omit<OrderCardsProps, 'onDetail'>;

/**
 * One page of the queue in the design system's table, or as cards where the table would not fit
 * without scrolling sideways; an order's detail opens in a dialog.
 */
export function OrderList(props: OrderListProps) {
  const { orders, selected, highlightCode, busyCodes, now, onProcess, onWaybill, onReceipt } =
    props;
  const [detail, setDetail] = useState<Order | null>(null);
  const columns = useMemo(
    () =>
      orderColumns({
        highlightCode,
        busyCodes,
        now,
        onProcess,
        onWaybill,
        onReceipt,
        onDetail: setDetail,
      }),
    [highlightCode, busyCodes, now, onProcess, onWaybill, onReceipt],
  );
  const rows = useMemo(() => [...orders], [orders]);
  const frame = useRef<HTMLDivElement>(null);
  const columnKey = useMainColumnKey();
  const tableFits = useFitsWidth(
    frame,
    tableMinWidth(columns),
    BESIDE_THE_QUEUE_AT_MOST,
    columnKey,
  );

  // The table reports whole sets; the queue keeps one selection across pages, so only this
  // page's change is passed on: one row toggled, or the page ticked or cleared at once.
  const changeSelection = (next: Set<string>) => {
    const changed = rows.filter(
      (order) => next.has(order.orderCode) !== selected.has(order.orderCode),
    );
    const [only] = changed;
    if (changed.length === 1 && only) props.onToggle(only.orderCode);
    else if (changed.length > 1)
      props.onToggleAll(rows.every((order) => next.has(order.orderCode)));
  };

  // Where the window does not decide it, the first render only measures the frame (before
  // paint, so nothing shows empty): rendering the table to throw it away for cards a moment later
  // cost a 200 ms task on a slow phone.
  if (tableFits === undefined) return <Frame ref={frame} />;

  return (
    <Frame ref={frame}>
      {!tableFits ? (
        <OrderCards {...props} onDetail={setDetail} />
      ) : (
        <DataTable
          label={ordersCopy.tableLabel}
          columns={columns}
          rows={rows}
          getRowId={(order) => order.orderCode}
          selectable
          selectedIds={selected}
          onSelectionChange={changeSelection}
          selectAllLabel={ordersCopy.selectAll}
          selectRowLabel={(order) => ordersCopy.selectOrder(order.orderCode)}
          rowHeight={ROW_HEIGHT}
          // A page holds at most 100 orders: every row stays in the page, scrolled with it.
          height={HEADER_HEIGHT + Math.max(rows.length, 1) * ROW_HEIGHT}
        />
      )}
      <Dialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? ordersCopy.detailTitle(detail.orderCode) : ''}
        width={720}
        top="5vh"
        closeLabel={ordersCopy.hideDetail}
      >
        {detail && <OrderDetail order={detail} id={`order-detail-${detail.id}`} now={now} />}
      </Dialog>
    </Frame>
  );
}

import styled from 'styled-components';
import { Button, vars } from '@seller/design-system';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { canProcess, canSetWaybill } from '../order-status';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['100']};
`;

export interface OrderActionsProps {
  order: Order;
  /** A call for this order is in flight; its actions are blocked. */
  busy: boolean;
  onProcess: (order: Order) => void;
  onWaybill: (order: Order) => void;
  onReceipt: (order: Order) => void;
  onDetail: (order: Order) => void;
}

/** One order's actions; each button names its order, as a page shows many of the same label. */
export function OrderActions({
  order,
  busy,
  onProcess,
  onWaybill,
  onReceipt,
  onDetail,
}: OrderActionsProps) {
  return (
    <Row>
      {canProcess(order.status) && (
        <Button
          size="sm"
          loading={busy}
          disabled={busy}
          onClick={() => onProcess(order)}
          aria-label={`${ordersCopy.process} ${order.orderCode}`}
        >
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
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onReceipt(order)}
        aria-label={`${ordersCopy.receipt} ${order.orderCode}`}
      >
        {ordersCopy.receipt}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        onClick={() => onDetail(order)}
        aria-label={`${ordersCopy.detail} ${order.orderCode}`}
      >
        {ordersCopy.detail}
      </Button>
    </Row>
  );
}

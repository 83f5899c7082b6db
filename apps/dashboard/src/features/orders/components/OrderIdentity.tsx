import styled from 'styled-components';
import { vars } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { waitedFor } from '../wait-duration';
import { ShipByCountdown } from './ShipByCountdown';

const Code = styled.div`
  font-family: ${vars.font.familyMono};
  font-weight: ${vars.font.weightSemibold};
  /* The code is what the seller searches and pastes; on a phone card it may break, never hide. */
  overflow-wrap: anywhere;
`;

const Muted = styled.div`
  color: ${vars.color.textSubdued};
`;

const Waiting = styled.div`
  color: ${vars.color.textDanger};
`;

export interface OrderIdentityProps {
  order: Order;
  /** The order a transaction notification points to. */
  highlighted: boolean;
  now?: Date | undefined;
  /** Id for the code, so a card can be named by it. */
  codeId?: string | undefined;
}

/**
 * Code, time, the notification mark, the waiting time and the ship-by deadline of one order, in the table's order cell
 * and on a phone card alike; it carries the code and highlight for styling and tests.
 */
export function OrderIdentity({ order, highlighted, now, codeId }: OrderIdentityProps) {
  return (
    <div
      data-order-code={order.orderCode}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Code id={codeId}>{order.orderCode}</Code>
      <Muted>{formatServerTime(order.createdAt)}</Muted>
      {highlighted && <Muted>{ordersCopy.highlighted}</Muted>}
      {order.status === 1 && (
        <Waiting>{ordersCopy.waitingFor(waitedFor(order.createdAt, now))}</Waiting>
      )}
      <ShipByCountdown order={order} now={now} />
    </div>
  );
}

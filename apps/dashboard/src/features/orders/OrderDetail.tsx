import styled from 'styled-components';
import { formatMoney, vars } from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import { ordersCopy } from './copy';
import type { Order } from './order-calls';
import { statusLabel } from './order-status';

const copy = ordersCopy.detailSection;

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.space['400']};
  padding: ${vars.space['400']};
  background: ${vars.color.bgSubtle};
  border-radius: ${vars.radius['200']};
`;

const Heading = styled.h2`
  margin: 0 0 ${vars.space['200']};
  font-size: ${vars.font.size300};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space['100']};
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space['100']} ${vars.space['300']};
  dt {
    color: ${vars.color.textSubdued};
  }
  dd {
    margin: 0;
  }
`;

export interface OrderDetailProps {
  order: Order;
  /** Id of the panel, referenced by the row's expand button. */
  id: string;
}

/**
 * Items, buyer, shipping and the status history of one order. The contract records when an
 * order was placed and when its status last changed, so the timeline has those two steps.
 */
export function OrderDetail({ order, id }: OrderDetailProps) {
  return (
    <Panel id={id} data-testid={`order-detail-${order.orderCode}`}>
      <section aria-label={copy.items}>
        <Heading>{copy.items}</Heading>
        <List>
          {order.items.map((item) => (
            <li key={item.variantId}>
              <div>{item.variantName}</div>
              <small>{copy.quantity(item.quantity, formatMoney(item.price))}</small>
            </li>
          ))}
        </List>
      </section>
      <section aria-label={copy.buyer}>
        <Heading>{copy.buyer}</Heading>
        <Facts>
          <dt>{copy.buyer}</dt>
          <dd>{order.buyerName}</dd>
          <dt>{copy.phone}</dt>
          <dd>{order.buyerPhone}</dd>
          <dt>{copy.courier}</dt>
          <dd>{order.courier ?? '—'}</dd>
          <dt>{copy.waybill}</dt>
          <dd>{order.waybillNumber ?? ordersCopy.noWaybill}</dd>
          <dt>{copy.total}</dt>
          <dd>{formatMoney(order.totalAmount)}</dd>
        </Facts>
      </section>
      <section aria-label={copy.timeline}>
        <Heading>{copy.timeline}</Heading>
        <List>
          <li>
            <div>{copy.created}</div>
            <small>{formatServerTime(order.createdAt)}</small>
          </li>
          {order.status !== 1 && (
            <li>
              <div>{copy.lastChange(statusLabel(order.status))}</div>
              <small>{formatServerTime(order.updatedAt)}</small>
            </li>
          )}
        </List>
      </section>
    </Panel>
  );
}

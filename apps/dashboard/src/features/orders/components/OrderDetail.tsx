import styled from 'styled-components';
import { formatMoney, vars } from '@seller/design-system';
import { useMaskedPhone } from '../../../platform/mask-phone';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { itemSku, itemTitle } from '../order-item-text';
import { addressLines } from '../order-address';
import { ShipByCountdown } from './ShipByCountdown';
import { StatusTimeline } from './StatusTimeline';
import { orderTotal } from './order-total-lines';

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

const Address = styled.address`
  display: grid;
  gap: ${vars.space['100']};
  font-style: normal;
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

// Each line spans the list's two columns (subgrid) so the rule above the total runs unbroken.
const Line = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: subgrid;
  dd {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  &[data-total] {
    border-top: 1px solid ${vars.color.borderDefault};
    padding-top: ${vars.space['100']};
    font-weight: ${vars.font.weightSemibold};
  }
  &[data-total] dt {
    color: ${vars.color.textDefault};
  }
`;

export interface OrderDetailProps {
  order: Order;
  /** Id of the panel, referenced by the row's expand button. */
  id: string;
  now?: Date | undefined;
}

/**
 * Items, buyer with the ship-by deadline, the lines that make the total, shipping address and every status the order went
 * through, oldest first.
 */
export function OrderDetail({ order, id, now }: OrderDetailProps) {
  const [street, region] = addressLines(order.address);
  const phone = useMaskedPhone();
  const total = orderTotal(order);
  return (
    <Panel id={id} data-testid={`order-detail-${order.orderCode}`}>
      <section aria-label={copy.items}>
        <Heading>{copy.items}</Heading>
        <List>
          {order.items.map((item) => (
            <li key={item.variantId}>
              <div>{itemTitle(item)}</div>
              {itemSku(item) ? <small>{itemSku(item)} · </small> : null}
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
          <dd>{phone(order.buyerPhone)}</dd>
          <dt>{copy.courier}</dt>
          <dd>{order.courier ?? '—'}</dd>
          <dt>{copy.waybill}</dt>
          <dd>{order.waybillNumber ?? ordersCopy.noWaybill}</dd>
          {order.shipBy ? (
            <>
              <dt>{ordersCopy.shipByLabel}</dt>
              <dd>
                <ShipByCountdown order={order} now={now} />
              </dd>
            </>
          ) : null}
        </Facts>
      </section>
      <section aria-label={ordersCopy.totalLines.heading}>
        <Heading>{ordersCopy.totalLines.heading}</Heading>
        <Facts>
          {total.lines.map((line) => (
            <Line key={line.label}>
              <dt>{line.label}</dt>
              <dd>{formatMoney(line.amount)}</dd>
            </Line>
          ))}
          <Line data-total>
            <dt>{copy.total}</dt>
            <dd>{formatMoney(total.total)}</dd>
          </Line>
        </Facts>
      </section>
      <section aria-label={copy.address}>
        <Heading>{copy.address}</Heading>
        <Address>
          <strong>{order.address.recipientName}</strong>
          <span>{phone(order.address.phone)}</span>
          <span>{street}</span>
          <span>{region}</span>
        </Address>
      </section>
      <section aria-label={copy.timeline}>
        <Heading>{copy.timeline}</Heading>
        <StatusTimeline history={order.statusHistory} />
      </section>
    </Panel>
  );
}

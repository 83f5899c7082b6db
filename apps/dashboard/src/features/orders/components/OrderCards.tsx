import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox, formatMoney, vars } from '@seller/design-system';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { isHighlighted } from './order-columns';
import { statusLabel } from '../status-label';
import { OrderActions } from './OrderActions';
import { OrderIdentity } from './OrderIdentity';
import { WaybillText } from '../kept-waybills';

const SelectAll = styled.div`
  padding: ${vars.space['200']} ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSubtle};
`;

// Two cards side by side on a tablet, one on a phone; min() keeps a 320 px card inside a 288 px screen.
const List = styled.ul`
  list-style: none;
  margin: ${vars.space['200']} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${vars.space['300']};
`;

const Card = styled.article`
  display: grid;
  gap: ${vars.space['300']};
  height: 100%;
  box-sizing: border-box;
  padding: ${vars.space['300']} ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  font-size: ${vars.font.size300};
  color: ${vars.color.textDefault};
  &[data-selected] {
    background: ${vars.color.bgSurfaceSelected};
  }
  /* The same mark as the table row: a bar at the start edge and the info tint. */
  &:has([data-highlighted]) {
    box-shadow: inset 4px 0 0 ${vars.color.actionPrimaryBg};
    background: ${vars.color.statusInfoBg};
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space['200']};
`;

const Status = styled.span`
  padding: ${vars.space['050']} ${vars.space['200']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius.full};
  font-size: ${vars.font.size200};
  font-weight: ${vars.font.weightSemibold};
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['200']} ${vars.space['300']};
  margin: 0;
  dt {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size200};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & > div:last-child {
    grid-column: 1 / -1;
  }
`;

export interface OrderCardsProps {
  orders: readonly Order[];
  selected: ReadonlySet<string>;
  highlightCode?: string | null | undefined;
  busyCodes: ReadonlySet<string>;
  now?: Date | undefined;
  onToggle: (orderCode: string) => void;
  onToggleAll: (checked: boolean) => void;
  onProcess: (order: Order) => void;
  onWaybill: (order: Order) => void;
  onReceipt: (order: Order) => void;
  onDetail: (order: Order) => void;
}

/**
 * The queue where the table would scroll sideways: one card per order with the table's
 * checkbox, facts and actions under the same accessible names, so every action stays in reach.
 */
export function OrderCards({
  orders,
  selected,
  highlightCode,
  busyCodes,
  onToggleAll,
  ...perCard
}: OrderCardsProps) {
  const selectedHere = orders.filter((order) => selected.has(order.orderCode)).length;
  const allSelected = orders.length > 0 && selectedHere === orders.length;
  return (
    <div>
      <SelectAll>
        <Checkbox
          label={ordersCopy.selectAll}
          checked={allSelected}
          indeterminate={selectedHere > 0 && !allSelected}
          disabled={orders.length === 0}
          onChange={() => onToggleAll(!allSelected)}
        />
      </SelectAll>
      <List aria-label={ordersCopy.tableLabel}>
        {orders.map((order) => (
          <li key={order.orderCode}>
            <OrderCard
              order={order}
              selected={selected.has(order.orderCode)}
              highlighted={isHighlighted(order, highlightCode)}
              busy={busyCodes.has(order.orderCode)}
              {...perCard}
            />
          </li>
        ))}
      </List>
    </div>
  );
}

type OrderCardProps = Omit<
  OrderCardsProps,
  'orders' | 'selected' | 'highlightCode' | 'busyCodes' | 'onToggleAll'
> & { order: Order; selected: boolean; highlighted: boolean; busy: boolean };

function OrderCard({
  order,
  selected,
  highlighted,
  busy,
  now,
  onToggle,
  ...actions
}: OrderCardProps) {
  const codeId = useId();
  const columns = ordersCopy.columns;
  return (
    <Card aria-labelledby={codeId} data-selected={selected || undefined}>
      <Top>
        <Checkbox
          label={ordersCopy.selectOrder(order.orderCode)}
          hideLabel
          checked={selected}
          onChange={() => onToggle(order.orderCode)}
        />
        <OrderIdentity order={order} highlighted={highlighted} now={now} codeId={codeId} />
        <Status>{statusLabel(order.status)}</Status>
      </Top>
      <Facts>
        <div>
          <dt>{columns.buyer}</dt>
          <dd>
            {order.buyerName} · {ordersCopy.itemCount(order.items.length)}
          </dd>
        </div>
        <div>
          <dt>{columns.total}</dt>
          <dd>{formatMoney(order.totalAmount)}</dd>
        </div>
        <div>
          <dt>{columns.courier}</dt>
          <dd>
            {order.courier ?? '—'} · <WaybillText order={order} />
          </dd>
        </div>
      </Facts>
      <OrderActions order={order} busy={busy} {...actions} />
    </Card>
  );
}

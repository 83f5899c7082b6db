import styled from 'styled-components';
import { Skeleton, vars } from '@seller/design-system';
import { homeCopy, orderStatusLabels } from '../copy';

// Where the grid row makes the card taller than its bars, the bars spread over it instead of
// leaving a blank under the last one.
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  flex-grow: 1;
  align-content: space-between;
  gap: ${vars.space['200']};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 8.5rem 1fr 3rem;
  align-items: center;
  gap: ${vars.space['300']};
  font-size: ${vars.font.size300};
`;

const Track = styled.span`
  display: block;
  height: 12px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgSubtle};
  overflow: hidden;
`;

const Bar = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${vars.color.brandPrimary};
`;

const Value = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.font.weightSemibold};
`;

export interface OrderStatusChartProps {
  totals: readonly { status: number; total: number }[];
}

/** Horizontal bars per order status; the numbers are text, the bars only illustrate them. */
export function OrderStatusChart({ totals }: OrderStatusChartProps) {
  const max = Math.max(1, ...totals.map((entry) => entry.total));
  return (
    <List aria-label={homeCopy.ordersChartLabel}>
      {totals.map((entry) => (
        <Row key={entry.status}>
          <span>{orderStatusLabels[entry.status] ?? String(entry.status)}</span>
          <Track aria-hidden="true">
            <Bar style={{ width: `${(entry.total / max) * 100}%` }} />
          </Track>
          <Value>{entry.total}</Value>
        </Row>
      ))}
    </List>
  );
}

/** The chart's rows before the totals arrive: one per status of §4, as tall as the real ones. */
export function OrderStatusChartPlaceholder() {
  return (
    <List as="div">
      {Object.keys(orderStatusLabels).map((status) => (
        <Row as="div" key={status}>
          <Skeleton shape="line" width="80%" />
          <Track />
          <Skeleton shape="line" />
        </Row>
      ))}
    </List>
  );
}

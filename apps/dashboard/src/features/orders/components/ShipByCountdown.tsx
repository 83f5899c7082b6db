import styled from 'styled-components';
import { vars } from '@seller/design-system';
import type { Order } from '../order-types';
import { shipByState, type ShipByTone } from '../ship-by';

const Text = styled.div<{ $tone: ShipByTone }>`
  color: ${({ $tone }) => ($tone === 'due' ? vars.color.textSubdued : vars.color.textDanger)};
  font-weight: ${({ $tone }) => ($tone === 'due' ? 'inherit' : vars.font.weightSemibold)};
`;

export interface ShipByCountdownProps {
  order: Pick<Order, 'shipBy'>;
  now?: Date | undefined;
}

/** The order's dispatch deadline, or how late it is; nothing once it has shipped. */
export function ShipByCountdown({ order, now }: ShipByCountdownProps) {
  if (!order.shipBy) return null;
  const state = shipByState(order.shipBy, now);
  return (
    <Text $tone={state.tone} data-ship-by={state.tone}>
      {state.text}
    </Text>
  );
}

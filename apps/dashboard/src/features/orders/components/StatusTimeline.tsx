import styled from 'styled-components';
import { vars } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { ordersCopy } from '../copy';
import type { Order } from '../order-types';
import { statusLabel } from '../status-label';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  padding: 0 0 ${vars.space['300']} ${vars.space['500']};
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.3em;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${vars.color.borderDefault};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 4px;
    top: calc(0.3em + 12px);
    bottom: 2px;
    width: 2px;
    background: ${vars.color.borderDefault};
  }
  &[aria-current]::before {
    background: ${vars.color.actionPrimaryBg};
  }
`;

const When = styled.small`
  display: block;
  color: ${vars.color.textSubdued};
`;

export interface StatusTimelineProps {
  history: Order['statusHistory'];
}

/** Every status of the order from the first to the current one, which is marked. */
export function StatusTimeline({ history }: StatusTimelineProps) {
  if (history.length === 0) return <p>{ordersCopy.detailSection.noHistory}</p>;
  return (
    <Steps>
      {history.map((step, index) => (
        <Step
          key={`${step.status}-${step.changedAt}`}
          aria-current={index === history.length - 1 ? 'step' : undefined}
        >
          <div>{statusLabel(step.status)}</div>
          <When>
            <time dateTime={step.changedAt}>{formatServerTime(step.changedAt)}</time>
          </When>
        </Step>
      ))}
    </Steps>
  );
}

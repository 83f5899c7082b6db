import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';
import { Skeleton } from '../Skeleton';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface StatTrend {
  /** Which way the number moved. */
  direction: TrendDirection;
  /** Change as text, e.g. '12%'. */
  value: string;
  /** Compared with what, e.g. 'dari minggu lalu'. */
  label?: string;
  /** Whether going up is good (sales) or bad (cancellations); colours follow. */
  upIsGood?: boolean;
}

export interface StatProps extends ComponentPropsWithoutRef<'div'> {
  /** What is measured, e.g. 'Total Penjualan'. */
  label: ReactNode;
  /** The figure, already formatted (see formatMoney). */
  value: ReactNode;
  /** Change against a previous period. */
  trend?: StatTrend;
  /** Icon in the corner. */
  icon?: IconName;
  /** Shows skeletons instead of the figures. */
  loading?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['100']};
  min-width: 0;
  padding: ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space['200']};
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size300};
  & > svg {
    flex: none;
    color: ${vars.color.brandPrimary};
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: ${vars.font.size700};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.textDefault};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Trend = styled.p<{ $tone: 'good' | 'bad' | 'neutral' }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space['100']};
  margin: 0;
  font-size: ${vars.font.size200};
  color: ${(p) => (p.$tone === 'good' ? vars.color.textSuccess : p.$tone === 'bad' ? vars.color.textDanger : vars.color.textSubdued)};
  & > span:last-child {
    color: ${vars.color.textSubdued};
  }
`;

const directionWords: Record<TrendDirection, string> = { up: 'naik', down: 'turun', flat: 'tetap' };

/** A headline number for the home page: label, value and trend. */
export function Stat({ label, value, trend, icon, loading = false, ...rest }: StatProps) {
  const tone =
    !trend || trend.direction === 'flat'
      ? 'neutral'
      : (trend.direction === 'up') === (trend.upIsGood ?? true)
        ? 'good'
        : 'bad';
  return (
    <Root aria-busy={loading || undefined} {...rest}>
      <Top>
        <span>{label}</span>
        {icon ? <Icon name={icon} size={20} /> : null}
      </Top>
      {loading ? <Skeleton shape="text" height={28} width="70%" /> : <Value>{value}</Value>}
      {trend && !loading ? (
        <Trend $tone={tone} data-tone={tone}>
          {trend.direction !== 'flat' ? (
            <Icon name={trend.direction === 'up' ? 'trend-up' : 'trend-down'} size={16} />
          ) : null}
          <span>
            {directionWords[trend.direction]} {trend.value}
          </span>
          {trend.label ? <span>{trend.label}</span> : null}
        </Trend>
      ) : null}
    </Root>
  );
}

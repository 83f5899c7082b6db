import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { COUNT_CAP, formatCount } from '../../format';
import { VisuallyHidden } from '../../styles';

export interface CountBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The number to show; above the cap it reads '99+'. */
  count: number;
  /** Highest number shown in full. */
  cap?: number;
  /** Show the badge at 0 too (hidden by default). */
  showZero?: boolean;
  /** Words for screen readers after the number, e.g. 'transaksi aktif'. */
  label?: string;
  /** alert: the red pill; muted: a grey pill for a figure that asks for nothing (e.g. a 0 shown). */
  tone?: 'alert' | 'muted';
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${vars.space['150']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.badgeBg};
  color: ${vars.color.badgeText};
  font-size: ${vars.font.size100};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  position: relative;
  /* A count on its way: a two-digit badge's size in the same font, where most counts land. */
  &[data-tone='pending'] {
    background: ${vars.color.skeleton};
    color: transparent;
    &::before {
      content: '00';
    }
  }
  &[data-tone='muted'] {
    background: ${vars.color.bgSubtle};
    color: ${vars.color.textSubdued};
    box-shadow: inset 0 0 0 1px ${vars.color.borderDefault};
  }
`;

/** Red count pill for unread and active items, capped at '99+' (spec §9). */
export function CountBadge({
  count,
  cap = COUNT_CAP,
  showZero = false,
  label,
  tone = 'alert',
  ...rest
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  const text = formatCount(count, cap);
  return (
    <Pill data-count={count} data-tone={tone === 'muted' ? tone : undefined} {...rest}>
      {text}
      {label ? <VisuallyHidden> {label}</VisuallyHidden> : null}
    </Pill>
  );
}

/** Holds a count badge's place while the count loads; hidden from assistive technology. */
export function CountBadgePlaceholder() {
  return <Pill aria-hidden="true" data-tone="pending" data-skeleton="count" />;
}

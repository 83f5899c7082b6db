import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

export interface NewBadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Badge text. */
  label?: string;
}

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  height: 18px;
  padding: 0 ${vars.space['150']};
  border-radius: ${vars.radius['100']};
  background: ${vars.color.newBadgeBg};
  color: ${vars.color.newBadgeText};
  font-size: 10px;
  font-weight: ${vars.font.weightBold};
  letter-spacing: 0.04em;
  line-height: 1;
  white-space: nowrap;
`;

/** Marks a new menu entry ('BARU', spec §2). */
export function NewBadge({ label = 'BARU', ...rest }: NewBadgeProps) {
  return <Tag {...rest}>{label}</Tag>;
}

import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { VisuallyHidden } from '../../styles';

export interface DotProps extends ComponentPropsWithoutRef<'span'> {
  /** Diameter in px. */
  size?: number;
  /** Screen-reader text for what the dot signals, e.g. 'Ada transaksi aktif'. */
  label?: string;
}

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: ${vars.color.dot};
  box-shadow: 0 0 0 2px ${vars.color.bgSurface};
`;

/** Red attention dot (e.g. on the transaction menu item). */
export function Dot({ size = 8, label, ...rest }: DotProps) {
  return (
    <Circle $size={size} data-dot="" {...rest}>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </Circle>
  );
}

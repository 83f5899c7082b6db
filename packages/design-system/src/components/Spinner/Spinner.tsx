import styled from 'styled-components';
import type { ComponentPropsWithoutRef } from 'react';
import { motion } from '../../styles/motion';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const pixels: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

export interface SpinnerProps extends ComponentPropsWithoutRef<'span'> {
  /** Diameter: sm 16, md 24, lg 40 px. */
  size?: SpinnerSize;
  /** Accessible label announced while loading. Empty string makes it decorative. */
  label?: string;
}

const Ring = styled.span<{ $px: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$px}px;
  height: ${(p) => p.$px}px;
  border-radius: 50%;
  border: ${(p) => Math.max(2, Math.round(p.$px / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${motion.spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

/** Indeterminate progress indicator in the current text colour. */
export function Spinner({ size = 'md', label = 'Memuat', ...rest }: SpinnerProps) {
  const a11y =
    label === '' ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label };
  return <Ring $px={pixels[size]} data-size={size} {...a11y} {...rest} />;
}

import type { ComponentPropsWithoutRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends ComponentPropsWithoutRef<'span'> {
  /** text: a line of copy; rect: a block; circle: an avatar. */
  shape?: SkeletonShape;
  /** CSS width, e.g. '60%' or 120. */
  width?: string | number;
  /** CSS height; defaults per shape. */
  height?: string | number;
  /** Number of text lines to draw. */
  lines?: number;
}

const Bone = styled.span<{ $shape: SkeletonShape; $w: string; $h: string }>`
  display: block;
  width: ${(p) => p.$w};
  height: ${(p) => p.$h};
  border-radius: ${(p) => (p.$shape === 'circle' ? '50%' : p.$shape === 'text' ? vars.radius['100'] : vars.radius['200'])};
  background: linear-gradient(
    90deg,
    ${vars.color.skeleton} 25%,
    ${vars.color.skeletonHighlight} 50%,
    ${vars.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  & + & {
    margin-top: ${vars.space['200']};
  }
`;

const toCss = (value: string | number): string => (typeof value === 'number' ? `${value}px` : value);

const defaultHeight: Record<SkeletonShape, string> = { text: '1em', rect: '80px', circle: '40px' };

/** Placeholder shape shown while content loads; hidden from assistive tech (the container announces loading). */
export function Skeleton({ shape = 'text', width, height, lines = 1, ...rest }: SkeletonProps) {
  const h = height === undefined ? defaultHeight[shape] : toCss(height);
  const w = width === undefined ? (shape === 'circle' ? h : '100%') : toCss(width);
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <span aria-hidden="true" data-skeleton={shape} {...rest}>
      {Array.from({ length: count }, (_, i) => (
        <Bone key={i} $shape={shape} $w={count > 1 && i === count - 1 ? '60%' : w} $h={h} />
      ))}
    </span>
  );
}

import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../tokens';
import { motion } from '../../styles/motion';

export type SkeletonShape = 'text' | 'line' | 'rect' | 'circle';

export interface SkeletonProps extends ComponentPropsWithoutRef<'span'> {
  /**
   * text: a bar for a line of copy; line: exactly as tall as a line of the text around it (the
   * bar drawn inside), for placeholders that must not change height when the text arrives;
   * rect: a block; circle: an avatar.
   */
  shape?: SkeletonShape;
  /** CSS width, e.g. '60%' or 120. */
  width?: string | number;
  /** CSS height; defaults per shape. */
  height?: string | number;
  /** Number of text lines to draw. */
  lines?: number;
}

const shimmering = css`
  background: linear-gradient(
    90deg,
    ${vars.color.skeleton} 25%,
    ${vars.color.skeletonHighlight} 50%,
    ${vars.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${motion.shimmer} 1.4s ease-in-out infinite;
`;

const Bone = styled.span<{ $shape: SkeletonShape; $w: string; $h: string }>`
  display: block;
  width: ${(p) => p.$w};
  height: ${(p) => p.$h};
  border-radius: ${(p) => (p.$shape === 'circle' ? '50%' : p.$shape === 'rect' ? vars.radius['200'] : vars.radius['100'])};
  ${shimmering}
  & + & {
    margin-top: ${vars.space['200']};
  }
  /* A text line's height, the bar inset inside it as the glyphs are. */
  &[data-line] {
    padding: 0.25em 0;
    background: none;
    animation: none;
  }
  &[data-line]::before {
    content: '';
    display: block;
    height: 100%;
    border-radius: inherit;
    ${shimmering}
  }
  &[data-line] + &[data-line] {
    margin-top: 0;
  }
`;

const toCss = (value: string | number): string =>
  typeof value === 'number' ? `${value}px` : value;

const defaultHeight: Record<SkeletonShape, string> = {
  text: '1em',
  line: '1lh',
  rect: '80px',
  circle: '40px',
};

/** Placeholder shape shown while content loads; hidden from assistive tech (the container announces loading). */
export function Skeleton({ shape = 'text', width, height, lines = 1, ...rest }: SkeletonProps) {
  const h = height === undefined ? defaultHeight[shape] : toCss(height);
  const w = width === undefined ? (shape === 'circle' ? h : '100%') : toCss(width);
  const count = shape === 'text' || shape === 'line' ? Math.max(1, lines) : 1;
  return (
    <span aria-hidden="true" data-skeleton={shape} {...rest}>
      {Array.from({ length: count }, (_, i) => (
        <Bone
          key={i}
          $shape={shape}
          $w={count > 1 && i === count - 1 ? '60%' : w}
          $h={h}
          data-line={shape === 'line' ? '' : undefined}
        />
      ))}
    </span>
  );
}

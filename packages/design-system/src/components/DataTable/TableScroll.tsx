import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { useScrollEdges, type ScrollEdges } from './use-scroll-edges';

export const defaultScrollHint = 'Geser ke samping untuk melihat kolom lainnya →';

export interface TableScrollProps {
  children: ReactNode;
  /** Said under the table while columns are out of view. */
  hint?: string;
  /** Class for the scrolling box (its border and background). */
  className?: string;
}

const Edges = styled.div`
  position: relative;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 24px;
    pointer-events: none;
    opacity: 0;
    transition: opacity 120ms;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, ${vars.color.borderStrong}, transparent);
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, ${vars.color.borderStrong}, transparent);
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    opacity: 0.6;
  }
`;

const Box = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

const ScrollHint = styled.p`
  display: flex;
  justify-content: flex-end;
  /* In a narrow card the line wraps: in two even halves, never the arrow alone on the second. */
  text-align: right;
  text-wrap: balance;
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
`;

export interface ScrollCueProps {
  /** Which sides hide content, from `useScrollEdges` on the scrolling box. */
  edges: ScrollEdges;
  /** Said under the box while columns are out of view. */
  hint?: string;
  /** The scrolling box. */
  children: ReactNode;
}

/**
 * The shaded edges and the hint around a box that scrolls sideways. `TableScroll` is the usual
 * way in; a box that needs its own ref (a windowed grid scrolling both ways) measures itself with
 * `useScrollEdges` and wraps itself in this.
 */
export function ScrollCue({ edges, hint = defaultScrollHint, children }: ScrollCueProps) {
  return (
    <div>
      <Edges
        data-more-start={edges.start ? '' : undefined}
        data-more-end={edges.end ? '' : undefined}
      >
        {children}
      </Edges>
      {edges.end ? <ScrollHint>{hint}</ScrollHint> : null}
    </div>
  );
}

/**
 * A table's sideways scroll with a visible cue: while columns are out of view (a phone), the
 * hidden side shades and a line under the table says so, so a cut-off header ('Rekeni…') never
 * passes for the table's end. The box is focusable then, so keyboards can scroll it too.
 */
export function TableScroll({ children, hint = defaultScrollHint, className }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  return (
    <ScrollCue edges={edges} hint={hint}>
      <Box ref={ref} className={className} tabIndex={edges.start || edges.end ? 0 : undefined}>
        {children}
      </Box>
    </ScrollCue>
  );
}

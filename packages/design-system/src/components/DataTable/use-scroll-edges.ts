import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Columns are hidden to the left (the seller has scrolled). */
  start: boolean;
  /** Columns are hidden to the right: the table is wider than the screen. */
  end: boolean;
}

const none: ScrollEdges = { start: false, end: false };

/**
 * Which sides of a sideways-scrolling box hide content, kept current on scroll and resize, so a
 * table on a phone can show that more columns are there instead of looking cut off.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const next = {
        start: hidden > 1 && element.scrollLeft > 1,
        end: hidden > 1 && element.scrollLeft < hidden - 1,
      };
      setEdges((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
    };
    // Measured once the frame is laid out (a ResizeObserver reports right after layout, and on
    // every later change of width: rows arriving, a font loading, the window), never in the
    // commit, where reading widths would force the page's layout early.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    const frame = observer ? 0 : requestAnimationFrame(measure);
    if (!observer) window.addEventListener('resize', measure);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's inner width, measured before paint and on every resize: undefined on the first
 * render (not measured yet), null when the browser reports 0 (jsdom has no layout, a real visible
 * element never measures 0). The queue's own width decides, not the viewport's, as the sidebar
 * takes 220, 60 or 0 px of it.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null | undefined {
  const [width, setWidth] = useState<number | null | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth > 0 ? element.clientWidth : null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

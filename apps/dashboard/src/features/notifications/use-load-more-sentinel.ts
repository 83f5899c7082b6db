import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the sentinel at the end of a scrolling list comes into view. The
 * observer is renewed whenever the list grows, so a short page that leaves the sentinel in view
 * keeps loading until the list fills its box or runs out.
 */
export function useLoadMoreSentinel<E extends HTMLElement>({
  enabled,
  onVisible,
  itemCount,
}: {
  enabled: boolean;
  onVisible: () => void;
  itemCount: number;
}) {
  const rootRef = useRef<E | null>(null);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
      },
      { root: rootRef.current, rootMargin: '0px 0px 80px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, itemCount]);

  return { rootRef, sentinelRef };
}

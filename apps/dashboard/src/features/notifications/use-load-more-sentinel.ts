import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the sentinel at the end of a list comes into view: into the list's own
 * box when it scrolls itself (the bell's panel), else into the window's (the /notification page,
 * whose list grows with the page; its own box always holds the sentinel, so it would load every
 * page at once). The observer is renewed whenever the list grows, so a short page that leaves
 * the sentinel in view keeps loading until the list fills its box or runs out.
 */
export function useLoadMoreSentinel<E extends HTMLElement>({
  enabled,
  onVisible,
  itemCount,
  scrollsItself,
}: {
  enabled: boolean;
  onVisible: () => void;
  itemCount: number;
  scrollsItself: boolean;
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
      { root: scrollsItself ? rootRef.current : null, rootMargin: '0px 0px 80px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, itemCount, scrollsItself]);

  return { rootRef, sentinelRef };
}

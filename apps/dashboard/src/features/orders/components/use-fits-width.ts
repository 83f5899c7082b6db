import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the window alone says if an element of the signed-in layout's main column can be
 * `minWidth` wide: never when the window is narrower, always when it is wider by more than what
 * can sit beside that column (`besideAtMost`: the sidebar, the page's padding, a scrollbar).
 */
function fitsByWindow(minWidth: number, besideAtMost: number): boolean | undefined {
  const width = window.innerWidth;
  if (width < minWidth) return false;
  if (width - besideAtMost >= minWidth) return true;
  return undefined;
}

/**
 * The width last seen of an element spanning the main column, by the column's state and the
 * window's width: the same element on a page opened again (another brand, back from another
 * page) is as wide as it was, so it need not be measured again.
 */
const seenWidths = new Map<string, number>();
const seenKey = (columnKey: string, besideAtMost: number) =>
  `${columnKey}:${window.innerWidth}:${besideAtMost}`;

/** A width of 0 (jsdom, which has no layout) counts as fitting. */
const fitsIn = (width: number, minWidth: number) => width === 0 || width >= minWidth;

function fitsBySeenWidth(
  minWidth: number,
  besideAtMost: number,
  columnKey: string | null,
): boolean | undefined {
  const seen = columnKey === null ? undefined : seenWidths.get(seenKey(columnKey, besideAtMost));
  return seen === undefined ? undefined : fitsIn(seen, minWidth);
}

/**
 * Whether the element is at least `minWidth` wide; undefined until that is known. Where the
 * window decides it, or the element was seen at this window width and column state before
 * (`columnKey`, see platform/main-column.ts), it is known on the first render, so nothing forces a
 * layout of the fresh page before it paints; otherwise the element is measured before paint. A
 * ResizeObserver keeps it current. A width of 0 (jsdom, which has no layout) counts as fitting.
 */
export function useFitsWidth(
  ref: RefObject<HTMLElement | null>,
  minWidth: number,
  besideAtMost: number,
  columnKey: string | null = null,
): boolean | undefined {
  const [fits, setFits] = useState<boolean | undefined>(
    () =>
      fitsByWindow(minWidth, besideAtMost) ?? fitsBySeenWidth(minWidth, besideAtMost, columnKey),
  );
  const decided = useRef(fits !== undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number) => {
      if (columnKey !== null) seenWidths.set(seenKey(columnKey, besideAtMost), width);
      setFits(fitsIn(width, minWidth));
    };
    if (!decided.current) update(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    // The observer reports after layout, so its sizes cost no extra layout.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth, besideAtMost, columnKey]);
  return fits;
}

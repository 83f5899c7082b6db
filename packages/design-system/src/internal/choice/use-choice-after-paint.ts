import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/** How long a choice the page has not taken stays shown: a page that refuses it shows its own value again. */
export const unansweredChoiceMs = 2000;

interface PendingChoice<T> {
  choice: T;
  /** The page's value when the choice was made: the choice shows while the value is still this. */
  over: T;
}

/**
 * A choice (a tab, a sort order) shows at once and reaches the page after the frame that shows
 * it. What the page does with it (a navigation, a list drawn again) then follows that frame
 * instead of holding it back, so a tap answers in the time of one small render, which is what a
 * phone's responsiveness (INP) measures.
 *
 * Returns the value to show — the choice, from the tap until the page's value changes — and the
 * function to call with a choice. A newer choice replaces one not yet handed over.
 */
export function useChoiceAfterPaint<T>(
  value: T,
  onChoice: (choice: T) => void,
): [shown: T, choose: (choice: T) => void] {
  const [pending, setPending] = useState<PendingChoice<T> | null>(null);
  // A page whose value moved on (it took the choice, or went elsewhere) shows its own from then on:
  // a later return to the old value (Back) must not bring the old choice back.
  if (pending !== null && !Object.is(pending.over, value)) setPending(null);

  const latestOnChoice = useRef(onChoice);
  useLayoutEffect(() => {
    latestOnChoice.current = onChoice;
  });
  const cancelHandOver = useRef<() => void>(() => {});
  useEffect(() => () => cancelHandOver.current(), []);

  const choose = useCallback(
    (choice: T) => {
      const made: PendingChoice<T> = { choice, over: value };
      setPending(made);
      cancelHandOver.current();
      let refusal: ReturnType<typeof setTimeout> | undefined;
      const cancelPaint = afterNextPaint(() => {
        latestOnChoice.current(choice);
        refusal = setTimeout(
          () => setPending((current) => (current === made ? null : current)),
          unansweredChoiceMs,
        );
      });
      cancelHandOver.current = () => {
        cancelPaint();
        clearTimeout(refusal);
      };
    },
    [value],
  );

  return [pending !== null && Object.is(pending.over, value) ? pending.choice : value, choose];
}

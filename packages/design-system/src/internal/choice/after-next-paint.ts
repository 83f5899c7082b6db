/**
 * Runs `work` in a task of its own once the browser has painted the current frame, and returns
 * a function that calls it off. For work a tap starts but need not finish before the tap shows
 * (a list drawn again, a brand switch re-rendering the whole app): the tap's frame is painted
 * first, and the interaction's latency is not the work's.
 */
export function afterNextPaint(work: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}

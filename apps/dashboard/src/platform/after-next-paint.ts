/**
 * Runs `work` in a task of its own once the browser has painted the current frame. For work a
 * click starts but need not finish before the click shows (a brand switch re-renders the whole
 * app): the pressed option closes at once, and the interaction's latency is not the re-render's.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(work, 0);
  });
}

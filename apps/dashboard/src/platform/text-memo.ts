/**
 * `compute` of a text, kept for the last `limit` distinct texts (the oldest goes first): for
 * work on server HTML that a list draws again on every render (sanitising, plain-text excerpts).
 */
export function memoByText(
  limit: number,
  compute: (text: string) => string,
): (text: string) => string {
  const kept = new Map<string, string>();
  return (text) => {
    const known = kept.get(text);
    if (known !== undefined) return known;
    const result = compute(text);
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(text, result);
    return result;
  };
}

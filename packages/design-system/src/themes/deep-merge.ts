type Tree = { [key: string]: string | Tree };

/** Merges a partial token tree over a full one; leaves of the partial win. */
export const deepMerge = <T extends object>(base: T, partial: object): T => {
  const out: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(partial as Tree)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out as T;
};

import { createContext, useContext } from 'react';

/**
 * What, besides the window's width, decides how wide the signed-in layout's main column is: the
 * sidebar's state (expanded, minimised, over the page on a phone). The layout provides it; a
 * part that sizes itself to the column keys what it measured by it (`useFitsWidth`). Null
 * outside the layout: nothing is kept.
 */
export const MainColumnContext = createContext<string | null>(null);

export function useMainColumnKey(): string | null {
  return useContext(MainColumnContext);
}

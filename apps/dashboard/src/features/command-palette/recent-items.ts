import type { PaletteItem, PaletteItemKind } from './palette-item';

/** How many chosen items the palette remembers per user. */
export const RECENT_LIMIT = 5;

const kinds: readonly PaletteItemKind[] = ['page', 'product', 'order', 'action', 'brand'];

/** Per user, so a shared computer does not show one seller's orders to another. */
export function recentKey(userId: string): string {
  return `commandPalette.recent.${userId}`;
}

function isPaletteItem(value: unknown): value is PaletteItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.label === 'string' &&
    kinds.includes(item.kind as PaletteItemKind) &&
    (item.href === undefined || typeof item.href === 'string') &&
    (item.hint === undefined || typeof item.hint === 'string')
  );
}

/** The user's recent items, newest first; anything unreadable counts as none. */
export function readRecent(userId: string): PaletteItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(recentKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPaletteItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts the chosen item first, drops an older copy of it and keeps the newest five. */
export function rememberRecent(userId: string, item: PaletteItem): PaletteItem[] {
  const { keywords: _keywords, ...stored } = item;
  const next = [stored, ...readRecent(userId).filter((entry) => entry.id !== item.id)].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    localStorage.setItem(recentKey(userId), JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the recent list.
  }
  return next;
}

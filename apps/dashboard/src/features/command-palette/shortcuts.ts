import { paletteCopy } from './copy';

/** How long after 'g' the second key of a go-to shortcut still counts. */
export const GO_SEQUENCE_TIMEOUT_MS = 1500;

export type GoArea = 'home' | 'products' | 'orders';

export interface GoShortcut {
  /** The key pressed after 'g'. */
  key: string;
  area: GoArea;
  /** First path segments of the area, preferred first (v3 before the older page). */
  segments: readonly string[];
  label: string;
}

/**
 * The most used pages, GitHub/Gmail style ('g' then a letter) rather than Alt+digit: Alt+digit
 * switches tabs in some browsers and types characters on some keyboard layouts.
 */
export const goShortcuts: readonly GoShortcut[] = [
  {
    key: 'h',
    area: 'home',
    segments: ['home', 'home-v2', 'dashboard'],
    label: paletteCopy.shortcutHome,
  },
  {
    key: 'p',
    area: 'products',
    segments: ['product-v3', 'product'],
    label: paletteCopy.shortcutProducts,
  },
  {
    key: 'o',
    area: 'orders',
    segments: ['transaction-v3', 'transaction'],
    label: paletteCopy.shortcutOrders,
  },
];

export interface ShortcutEntry {
  /** Key combinations; keys of one combination are pressed together. */
  combos: readonly (readonly string[])[];
  /** 'or': any one combination; 'then': the combinations one after the other. */
  joiner: 'or' | 'then';
  label: string;
}

/** Every shortcut as the '?' dialog lists it. */
export const shortcutList: readonly ShortcutEntry[] = [
  {
    combos: [
      ['Ctrl', 'K'],
      ['⌘', 'K'],
    ],
    joiner: 'or',
    label: paletteCopy.shortcutOpenPalette,
  },
  { combos: [['?']], joiner: 'or', label: paletteCopy.shortcutHelp },
  ...goShortcuts.map((shortcut): ShortcutEntry => ({
    combos: [['g'], [shortcut.key]],
    joiner: 'then',
    label: shortcut.label,
  })),
];

const textInputTypes = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether a key press goes into something the seller is typing in: then no shortcut fires. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return textInputTypes.has(target.type);
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** Ctrl+K, or ⌘K on a Mac. */
export function isPaletteKey(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/** A plain key press, without a modifier that makes it a browser or system shortcut. */
export function isPlainKey(event: KeyboardEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey;
}

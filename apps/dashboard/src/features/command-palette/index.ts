// The layout's entry only: the palette itself is a lazy chunk the entry imports on first use.
export { CommandPaletteEntry } from './CommandPaletteEntry';

/** `VITE_COMMAND_PALETTE=off` at build time leaves the header without the palette and its keys. */
export function isCommandPaletteEnabled(env: Record<string, unknown> = import.meta.env): boolean {
  return env.VITE_COMMAND_PALETTE !== 'off';
}

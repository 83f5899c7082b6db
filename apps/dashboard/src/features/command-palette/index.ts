// The layout's entry only: the palette itself is a lazy chunk the entry imports on first use.
export { CommandPaletteEntry } from './CommandPaletteEntry';

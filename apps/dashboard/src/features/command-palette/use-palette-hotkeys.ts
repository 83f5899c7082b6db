import { useEffect, useRef } from 'react';
import {
  GO_SEQUENCE_TIMEOUT_MS,
  goShortcuts,
  isPaletteKey,
  isPlainKey,
  isTypingTarget,
  type GoArea,
} from './shortcuts';

export interface PaletteHotkeyHandlers {
  onPalette: () => void;
  onHelp: () => void;
  onGo: (area: GoArea) => void;
}

function isInsideDialog(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

/**
 * The layout's one keyboard listener: Ctrl/⌘+K anywhere (even in a field, as every palette
 * does); '?' and the 'g' sequences only when the seller is not typing and no dialog is open, so a
 * letter typed into a search box or a form never navigates away.
 */
export function usePaletteHotkeys(handlers: PaletteHotkeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let goPressedAt: number | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isPaletteKey(event)) {
        event.preventDefault();
        goPressedAt = null;
        latest.current.onPalette();
        return;
      }
      if (!isPlainKey(event) || isTypingTarget(event.target) || isInsideDialog(event.target)) {
        goPressedAt = null;
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        goPressedAt = null;
        latest.current.onHelp();
        return;
      }
      const pending =
        goPressedAt !== null && event.timeStamp - goPressedAt <= GO_SEQUENCE_TIMEOUT_MS;
      goPressedAt = null;
      if (pending) {
        const shortcut = goShortcuts.find((entry) => entry.key === event.key.toLowerCase());
        if (shortcut) {
          event.preventDefault();
          latest.current.onGo(shortcut.area);
        }
        return;
      }
      if (event.key.toLowerCase() === 'g' && !event.shiftKey) goPressedAt = event.timeStamp;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

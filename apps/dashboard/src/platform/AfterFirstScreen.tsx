import type { ReactNode } from 'react';
import { useAfterFirstScreen } from './use-after-first-screen';

/**
 * Mounts its children once the page a reload opened has painted with its first data (at once
 * anywhere else). Only this element re-renders then, not the layout around it.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useAfterFirstScreen() ? children : null;
}

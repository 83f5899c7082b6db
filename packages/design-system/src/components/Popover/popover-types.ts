import type { ReactElement, ReactNode, Ref } from 'react';
import type { Placement } from '@floating-ui/react';

export interface PopoverProps {
  /** The button that opens the popover. */
  trigger: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** Panel content. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the panel. */
  label: string;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the popover wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side. */
  placement?: Placement;
  /** Panel width in px (capped by the viewport). */
  width?: number;
  /** Tallest the panel may grow before it scrolls, e.g. the 500 px notification list. */
  maxHeight?: number;
}

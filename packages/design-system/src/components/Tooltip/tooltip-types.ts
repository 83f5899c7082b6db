import type { ReactElement, Ref } from 'react';
import type { Placement } from '@floating-ui/react';

export interface TooltipProps {
  /** Short text, e.g. 'Pusat Edukasi'. */
  content: string;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** Preferred side. */
  placement?: Placement;
  /** Hover delay before showing, in ms. */
  delay?: number;
}

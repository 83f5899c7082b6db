import type { ReactElement, Ref } from 'react';
import type { Placement } from '@floating-ui/react';
import type { IconName } from '../Icon';

export interface DropdownMenuItem {
  /** Stable key. */
  id: string;
  /** Visible text. */
  label: string;
  /** Icon before the text. */
  icon?: IconName;
  /** Called when chosen (click, Enter or Space). */
  onSelect: () => void;
  /** Destructive tone. */
  danger?: boolean;
  /** Not selectable. */
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** Menu entries, in order. */
  items: DropdownMenuItem[];
  /** Preferred side. */
  placement?: Placement;
  /** Accessible name of the menu; defaults to the trigger's name. */
  label?: string;
}

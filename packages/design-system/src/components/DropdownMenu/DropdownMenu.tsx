import { cloneElement, type ReactElement, type Ref } from 'react';
import type { Placement } from '@floating-ui/react';
import { deferredModule, useDeferredTrigger } from '../../internal/deferred';
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

const layer = deferredModule(() => import('./DropdownMenuLayer'));

/**
 * Menu of actions under a trigger (e.g. the user menu with 'Log Out'); arrow keys and typeahead.
 * The trigger renders at once; the menu's code (Floating UI) loads when the browser is idle or
 * on the first sign of intent, and a press made before it arrives opens the menu when it does.
 */
export function DropdownMenu({ trigger, ...rest }: DropdownMenuProps) {
  const deferred = useDeferredTrigger(layer, { kind: 'press', ownRef: trigger.props.ref });
  const Layer = deferred.loaded?.DropdownMenuLayer;
  return (
    <>
      {cloneElement(trigger, deferred.triggerProps(trigger.props, { 'aria-expanded': 'false', 'aria-haspopup': 'menu' }))}
      {Layer ? <Layer {...rest} {...deferred.layer} /> : null}
    </>
  );
}

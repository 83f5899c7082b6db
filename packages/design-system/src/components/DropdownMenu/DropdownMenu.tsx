import { cloneElement } from 'react';
import { deferredModule, useDeferredTrigger } from '../../internal/deferred';
import type { DropdownMenuProps } from './dropdown-menu-types';

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
      {cloneElement(
        trigger,
        deferred.triggerProps(trigger.props, { 'aria-expanded': 'false', 'aria-haspopup': 'menu' }),
      )}
      {Layer ? <Layer {...rest} {...deferred.layer} /> : null}
    </>
  );
}

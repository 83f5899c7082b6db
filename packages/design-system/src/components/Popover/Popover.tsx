import { cloneElement } from 'react';
import { deferredModule, useDeferredTrigger } from '../../internal/deferred';
import type { PopoverProps } from './popover-types';

const layer = deferredModule(() => import('./PopoverLayer'));

/**
 * Non-modal panel anchored to a trigger; Escape or an outside click closes it and focus returns.
 * The trigger renders at once; the panel's code (Floating UI) loads when the browser is idle or
 * on the first sign of intent, and a press made before it arrives opens the panel when it does.
 */
export function Popover({ trigger, ...rest }: PopoverProps) {
  const deferred = useDeferredTrigger(layer, {
    kind: 'press',
    ownRef: trigger.props.ref,
    now: rest.open === true,
  });
  const Layer = deferred.loaded?.PopoverLayer;
  return (
    <>
      {cloneElement(
        trigger,
        deferred.triggerProps(trigger.props, {
          'aria-expanded': 'false',
          'aria-haspopup': 'dialog',
        }),
      )}
      {Layer ? <Layer {...rest} {...deferred.layer} /> : null}
    </>
  );
}

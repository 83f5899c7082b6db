import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import type { Placement } from '@floating-ui/react';
import { deferredModule, useDeferredTrigger } from '../../internal/deferred';

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

const layer = deferredModule(() => import('./PopoverLayer'));

/**
 * Non-modal panel anchored to a trigger; Escape or an outside click closes it and focus returns.
 * The trigger renders at once; the panel's code (Floating UI) loads when the browser is idle or
 * on the first sign of intent, and a press made before it arrives opens the panel when it does.
 */
export function Popover({ trigger, ...rest }: PopoverProps) {
  const deferred = useDeferredTrigger(layer, { kind: 'press', ownRef: trigger.props.ref, now: rest.open === true });
  const Layer = deferred.loaded?.PopoverLayer;
  return (
    <>
      {cloneElement(trigger, deferred.triggerProps(trigger.props, { 'aria-expanded': 'false', 'aria-haspopup': 'dialog' }))}
      {Layer ? <Layer {...rest} {...deferred.layer} /> : null}
    </>
  );
}

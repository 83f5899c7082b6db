import { cloneElement } from 'react';
import { deferredModule, useDeferredTrigger } from '../../internal/deferred';
import type { TooltipProps } from './tooltip-types';

const layer = deferredModule(() => import('./TooltipLayer'));

/**
 * Text label on hover and keyboard focus; Escape hides it. The element renders at once; the
 * tooltip's code (Floating UI) loads when the browser is idle or when the pointer or focus first
 * reaches the element, and shows the text then if the pointer or focus is still there.
 */
export function Tooltip({ children, ...rest }: TooltipProps) {
  const deferred = useDeferredTrigger(layer, { kind: 'hover', ownRef: children.props.ref });
  const Layer = deferred.loaded?.TooltipLayer;
  return (
    <>
      {cloneElement(children, deferred.triggerProps(children.props))}
      {Layer ? <Layer {...rest} {...deferred.layer} /> : null}
    </>
  );
}

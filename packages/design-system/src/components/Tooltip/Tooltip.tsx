import { cloneElement, type ReactElement, type Ref } from 'react';
import type { Placement } from '@floating-ui/react';
import { deferredModule, useDeferredTrigger } from '../../internal/deferred';

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

import { useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { vars } from '../../tokens';
import type { FloatingLayerProps } from '../../internal/deferred';
import type { TooltipProps } from './tooltip-types';

const Bubble = styled.div`
  z-index: ${vars.zIndex.popover};
  max-width: 240px;
  padding: ${vars.space['100']} ${vars.space['200']};
  border-radius: ${vars.radius['100']};
  background: ${vars.color.bgInverse};
  color: ${vars.color.textOnInverse};
  font-size: ${vars.font.size100};
  line-height: ${vars.font.lineHeightNormal};
  box-shadow: ${vars.shadow['200']};
  pointer-events: none;
`;

/** The Tooltip's bubble, loaded on demand: Floating UI shows and positions it. */
export function TooltipLayer({
  content,
  placement = 'bottom',
  delay = 300,
  reference,
  onReferenceProps,
}: Omit<TooltipProps, 'children'> & FloatingLayerProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const hover = useHover(context, { move: false, delay: { open: delay, close: 0 } });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  useLayoutEffect(() => onReferenceProps(getReferenceProps), [getReferenceProps, onReferenceProps]);

  return open ? (
    <FloatingPortal>
      <Bubble ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
        {content}
      </Bubble>
    </FloatingPortal>
  ) : null;
}

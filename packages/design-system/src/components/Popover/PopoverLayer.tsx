import { startTransition, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { vars } from '../../tokens';
import type { FloatingLayerProps } from '../../internal/deferred';
import type { PopoverProps } from './popover-types';

const Panel = styled.div`
  z-index: ${vars.zIndex.popover};
  display: flex;
  flex-direction: column;
  overflow: auto;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  box-shadow: ${vars.shadow['200']};
  &:focus {
    outline: none;
  }
`;

/** The Popover's panel, loaded on demand: Floating UI positions it and manages focus. */
export function PopoverLayer({
  children,
  label,
  open: controlled,
  onOpenChange,
  placement = 'bottom-end',
  width = 360,
  maxHeight,
  reference,
  onReferenceProps,
}: Omit<PopoverProps, 'trigger'> & FloatingLayerProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const setOpen = (next: boolean) => {
    const apply = () => {
      setUncontrolled(next);
      onOpenChange?.(next);
    };
    // Opening draws the whole panel (the notification list, its positioning, its focus): as a
    // transition the press paints at once and the panel is drawn in slices after it, so a tap
    // answers within a frame on a slow phone. Closing is small and stays immediate.
    if (next) startTransition(apply);
    else apply();
  };
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(8),
      flip(),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.width = `${Math.min(width, availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.min(maxHeight ?? availableHeight, availableHeight)}px`;
        },
      }),
    ],
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  const close = () => setOpen(false);
  useLayoutEffect(() => onReferenceProps(getReferenceProps), [getReferenceProps, onReferenceProps]);

  return open ? (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false}>
        <Panel
          ref={refs.setFloating}
          style={floatingStyles}
          aria-label={label}
          {...getFloatingProps()}
        >
          {typeof children === 'function' ? children(close) : children}
        </Panel>
      </FloatingFocusManager>
    </FloatingPortal>
  ) : null;
}

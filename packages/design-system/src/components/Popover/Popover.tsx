import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
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
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { vars } from '../../tokens';

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

/** Non-modal panel anchored to a trigger; Escape or an outside click closes it and focus returns. */
export function Popover({
  trigger,
  children,
  label,
  open: controlled,
  onOpenChange,
  placement = 'bottom-end',
  width = 360,
  maxHeight,
}: PopoverProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
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
  const ref = useMergeRefs([refs.setReference, trigger.props.ref]);
  const close = () => setOpen(false);

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref }))}
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <Panel ref={refs.setFloating} style={floatingStyles} aria-label={label} {...getFloatingProps()}>
              {typeof children === 'function' ? children(close) : children}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

import { cloneElement, useState, type ReactElement, type Ref } from 'react';
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
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { vars } from '../../tokens';

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

/** Text label on hover and keyboard focus; Escape hides it. */
export function Tooltip({ content, children, placement = 'bottom', delay = 300 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const hover = useHover(context, { move: false, delay: { open: delay, close: 0 } });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const ref = useMergeRefs([refs.setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }))}
      {open ? (
        <FloatingPortal>
          <Bubble ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </FloatingPortal>
      ) : null}
    </>
  );
}

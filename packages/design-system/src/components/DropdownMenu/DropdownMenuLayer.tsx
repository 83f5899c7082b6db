import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { vars } from '../../tokens';
import { Icon } from '../Icon';
import type { FloatingLayerProps } from '../../internal/deferred';
import type { DropdownMenuProps } from './dropdown-menu-types';

const List = styled.div`
  z-index: ${vars.zIndex.popover};
  min-width: 180px;
  padding: ${vars.space['100']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow['200']};
  &:focus {
    outline: none;
  }
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
  width: 100%;
  min-height: 40px;
  padding: 0 ${vars.space['300']};
  border: 0;
  border-radius: ${vars.radius['100']};
  background: transparent;
  color: ${vars.color.textDefault};
  font-size: ${vars.font.size300};
  text-align: left;
  cursor: pointer;
  &[data-danger] {
    color: ${vars.color.textDanger};
  }
  &:focus,
  &:hover {
    outline: none;
    background: ${vars.color.bgSurfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The DropdownMenu's menu, loaded on demand: Floating UI positions, focuses and navigates it. */
export function DropdownMenuLayer({
  items,
  placement = 'bottom-end',
  label,
  reference,
  onReferenceProps,
}: Omit<DropdownMenuProps, 'trigger'> & FloatingLayerProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<(HTMLElement | null)[]>([]);
  const labelsRef = useRef<(string | null)[]>(items.map((i) => i.label));
  labelsRef.current = items.map((i) => i.label);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const click = useClick(context, { event: 'mousedown' });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'menu' });
  const listNavigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    onNavigate: setActiveIndex,
    loop: true,
    focusItemOnOpen: true,
    disabledIndices: items.flatMap((item, i) => (item.disabled ? [i] : [])),
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    activeIndex,
    onMatch: open ? setActiveIndex : undefined,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    click,
    dismiss,
    role,
    listNavigation,
    typeahead,
  ]);
  useLayoutEffect(() => onReferenceProps(getReferenceProps), [getReferenceProps, onReferenceProps]);

  return open ? (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={0}>
        <List
          ref={refs.setFloating}
          style={floatingStyles}
          aria-label={label}
          {...getFloatingProps()}
        >
          <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
            {items.map((item, index) => (
              <Item
                key={item.id}
                type="button"
                role="menuitem"
                tabIndex={activeIndex === index ? 0 : -1}
                disabled={item.disabled}
                data-danger={item.danger ? '' : undefined}
                ref={(node) => {
                  elementsRef.current[index] = node;
                }}
                {...getItemProps({
                  onClick() {
                    item.onSelect();
                    setOpen(false);
                  },
                })}
              >
                {item.icon ? <Icon name={item.icon} size={18} /> : null}
                {item.label}
              </Item>
            ))}
          </FloatingList>
        </List>
      </FloatingFocusManager>
    </FloatingPortal>
  ) : null;
}

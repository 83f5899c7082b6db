import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { vars } from '../../tokens';
import { focusRing } from '../../styles';
import { Icon } from '../Icon';

export interface SearchableOption {
  /** Submitted value, e.g. a brand id. */
  value: string;
  /** Visible text, matched by the search. */
  label: string;
}

export interface SearchableSelectProps {
  /** Field label; with the chosen value it forms the trigger's accessible name. */
  label: string;
  /** Hide the label visually (e.g. the brand switch in the header). */
  hideLabel?: boolean;
  /** The choices. */
  options: SearchableOption[];
  /** Chosen value, or null. */
  value: string | null;
  /** Called with the picked option's value. */
  onValueChange: (value: string) => void;
  /** Trigger text when nothing is chosen. */
  placeholder?: string;
  /** Search input placeholder, e.g. 'Cari nama Brand' or 'Cari nama Stockist'. */
  searchPlaceholder?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  /** Block interaction. */
  disabled?: boolean;
  /** Class for the outer wrapper. */
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['100']};
  min-width: 0;
`;

const Label = styled.span<{ $hidden: boolean }>`
  font-size: ${vars.font.size300};
  font-weight: ${vars.font.weightSemibold};
  ${(p) =>
    p.$hidden
      ? `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`
      : ''}
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
  width: 100%;
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space['300']};
  border: 1px solid ${vars.color.actionSecondaryBorder};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  font-size: ${vars.font.size300};
  text-align: left;
  cursor: pointer;
  ${focusRing}
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] > span {
    color: ${vars.color.textSubdued};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.bgSubtle};
  }
`;

const Panel = styled.div`
  z-index: ${vars.zIndex.popover};
  display: flex;
  flex-direction: column;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow['200']};
  overflow: hidden;
`;

const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
  padding: ${vars.space['200']} ${vars.space['300']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  color: ${vars.color.textSubdued};
  & > input {
    flex: 1;
    min-width: 0;
    min-height: 32px;
    border: 0;
    outline: none;
    background: transparent;
    color: ${vars.color.textDefault};
    font-size: ${vars.font.size300};
  }
  & > input::placeholder {
    color: ${vars.color.textSubdued};
    opacity: 1;
  }
  &:focus-within {
    box-shadow: inset 0 -2px 0 ${vars.color.borderFocus};
  }
`;

const List = styled.ul`
  flex: 1;
  margin: 0;
  padding: ${vars.space['100']};
  list-style: none;
  overflow: auto;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
  min-height: 40px;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-radius: ${vars.radius['100']};
  cursor: pointer;
  font-size: ${vars.font.size300};
  &[data-active] {
    background: ${vars.color.bgSurfaceHover};
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    color: ${vars.color.sidebarItemActiveText};
    font-weight: ${vars.font.weightSemibold};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${vars.space['400']} ${vars.space['300']};
  color: ${vars.color.textSubdued};
  text-align: center;
  font-size: ${vars.font.size300};
`;

/**
 * Dropdown with a search box (the brand / stockist switch of spec §1). Arrow keys move through
 * the matches, Enter picks, Escape closes and returns focus to the trigger.
 */
export function SearchableSelect({
  label,
  hideLabel = false,
  options,
  value,
  onValueChange,
  placeholder = 'Pilih',
  searchPlaceholder = 'Cari',
  emptyText = 'Kata Kunci tidak ditemukan',
  disabled,
  className,
}: SearchableSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const labelId = useId();
  const valueId = useId();
  const listId = useId();
  const optionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = options.find((o) => o.value === value) ?? null;

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q === '' ? options : options.filter((o) => o.label.toLowerCase().includes(q));
  }, [options, query]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => {
      setOpen(next);
      if (!next) setQuery('');
    },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, availableWidth, elements }) {
          elements.floating.style.width = `${Math.min(Math.max(rects.reference.width, 260), availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.min(360, availableHeight)}px`;
        },
      }),
    ],
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss]);

  // A new set of matches starts the highlight on the chosen option, or on the first match.
  useEffect(() => {
    if (!open) return;
    const index = matches.findIndex((o) => o.value === value);
    setActive(index >= 0 && query === '' ? index : 0);
  }, [open, matches, value, query]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${optionId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open, optionId]);

  const pick = (option: SearchableOption) => {
    onValueChange(option.value);
    setOpen(false);
    setQuery('');
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (matches.length === 0) return;
    const last = matches.length - 1;
    if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? last : i - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Enter') {
      const option = matches[active];
      if (option) pick(option);
    } else return;
    event.preventDefault();
  };

  return (
    <Root className={className}>
      <Label id={labelId} $hidden={hideLabel}>
        {label}
      </Label>
      <Trigger
        ref={refs.setReference}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        data-placeholder={selected ? undefined : ''}
        {...getReferenceProps()}
      >
        <span id={valueId}>{selected ? selected.label : placeholder}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={18} />
      </Trigger>
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} initialFocus={inputRef} modal={false}>
            <Panel ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
              <SearchBox>
                <Icon name="search" size={18} />
                <input
                  ref={inputRef}
                  type="text"
                  role="combobox"
                  aria-label={searchPlaceholder}
                  aria-expanded={matches.length > 0}
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={matches.length > 0 ? `${optionId}-${active}` : undefined}
                  placeholder={searchPlaceholder}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  onKeyDown={onSearchKeyDown}
                />
              </SearchBox>
              {matches.length > 0 ? (
                <List id={listId} role="listbox" aria-labelledby={labelId}>
                  {matches.map((option, index) => (
                    <Option
                      key={option.value}
                      id={`${optionId}-${index}`}
                      role="option"
                      aria-selected={option.value === value}
                      data-active={index === active ? '' : undefined}
                      onMouseMove={() => setActive(index)}
                      onClick={() => pick(option)}
                    >
                      <span>{option.label}</span>
                      {option.value === value ? <Icon name="check" size={16} /> : null}
                    </Option>
                  ))}
                </List>
              ) : (
                <Empty role="status">{emptyText}</Empty>
              )}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </Root>
  );
}

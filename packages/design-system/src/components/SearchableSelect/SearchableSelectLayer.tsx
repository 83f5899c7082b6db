import {
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
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
import { afterNextPaint } from '../../internal/choice/after-next-paint';
import type { FloatingLayerProps } from '../../internal/deferred';
import { Icon } from '../Icon';
import { StyleWarmup } from '../StyleWarmup';
import type { SearchableOption, SearchableSelectProps } from './searchable-select-types';
import {
  Panel,
  SearchBox,
  List,
  Option,
  OptionText,
  Description,
  Note,
  Empty,
} from './searchable-select-layer-styles';

export interface SearchableSelectLayerProps
  extends
    Pick<
      SearchableSelectProps,
      'options' | 'value' | 'onValueChange' | 'searchPlaceholder' | 'emptyText' | 'note'
    >,
    FloatingLayerProps {
  /** Whether the list is shown; the trigger shows it too. */
  open: boolean;
  /** Opens or closes the list. */
  setOpen: (open: boolean) => void;
  /** The field label's id, naming the list. */
  labelId: string;
}

/** The SearchableSelect's list, loaded on demand: Floating UI positions it and manages focus. */
export function SearchableSelectLayer({
  options,
  value,
  onValueChange,
  searchPlaceholder = 'Cari',
  emptyText = 'Kata Kunci tidak ditemukan',
  note,
  open,
  setOpen,
  labelId,
  reference,
  onReferenceProps,
}: SearchableSelectLayerProps) {
  // The press answers at once (the trigger's expanded state and chevron); the list, with its
  // positioning and focus, is drawn just after, in a render React can interrupt, so opening the
  // switch does not hold the phone's next frame for the whole layer.
  const drawn = useDeferredValue(open) && open;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  /** The option just picked: marked at once, while the list closes after that frame. */
  const [picked, setPicked] = useState<string | null>(null);
  const shownValue = picked ?? value;
  const listId = useId();
  const optionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

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
    elements: { reference },
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
  useLayoutEffect(() => onReferenceProps(getReferenceProps), [getReferenceProps, onReferenceProps]);

  // A new set of matches starts the highlight on the chosen option, or on the first match.
  useEffect(() => {
    if (!drawn) return;
    const index = matches.findIndex((o) => o.value === value);
    setActive(index >= 0 && query === '' ? index : 0);
  }, [drawn, matches, value, query]);

  useEffect(() => {
    if (!drawn) return;
    document.getElementById(`${optionId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, drawn, optionId]);

  // The press marks the option as chosen in its frame; closing the list (unmounting it, focus
  // back on the trigger) and the page's own work for the choice come after that frame, so the
  // press does not wait for them (a brand switch's was 40-50 ms of a phone's main thread).
  const cancelPick = useRef<() => void>(() => {});
  useEffect(() => () => cancelPick.current(), []);
  const pick = (option: SearchableOption) => {
    setPicked(option.value);
    cancelPick.current();
    cancelPick.current = afterNextPaint(() => {
      onValueChange(option.value);
      setOpen(false);
      setQuery('');
      setPicked(null);
    });
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

  if (open && !drawn) return null;
  return drawn ? (
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
                  aria-selected={option.value === shownValue}
                  data-active={index === active ? '' : undefined}
                  onMouseMove={() => setActive(index)}
                  onClick={() => pick(option)}
                  // The label alone names the option (the description is hidden from the name
                  // its content gives); the description is read after it.
                  aria-describedby={
                    option.description ? `${optionId}-${index}-description` : undefined
                  }
                >
                  <OptionText>
                    <span>{option.label}</span>
                    {option.description ? (
                      <Description id={`${optionId}-${index}-description`} aria-hidden="true">
                        {option.description}
                      </Description>
                    ) : null}
                  </OptionText>
                  {option.value === shownValue ? <Icon name="check" size={16} /> : null}
                </Option>
              ))}
            </List>
          ) : (
            <Empty role="status">{emptyText}</Empty>
          )}
          {note ? <Note role="status">{note}</Note> : null}
        </Panel>
      </FloatingFocusManager>
    </FloatingPortal>
  ) : (
    // The list's rules are inserted in an idle moment after this code arrives, so the first
    // open does not pay for them and for the restyle of the page they cause.
    <StyleWarmup>
      <Panel>
        <SearchBox>
          <Icon name="search" size={18} />
          <input type="text" tabIndex={-1} readOnly />
        </SearchBox>
        <List>
          <Option>
            <OptionText>
              <span />
              <Description />
            </OptionText>
            <Icon name="check" size={16} />
          </Option>
        </List>
        <Empty />
        <Note />
      </Panel>
    </StyleWarmup>
  );
}

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { useChoiceAfterPaint } from '../../internal/choice/use-choice-after-paint';
import { CountBadge, CountBadgePlaceholder } from '../CountBadge/CountBadge';

export interface TabItem {
  /** Stable value, e.g. 'transaction'. */
  value: string;
  /** Visible text, e.g. 'Transaksi'. */
  label: string;
  /**
   * Unread or item count shown as a badge ('99+' above 99); null while it is on its way, which
   * holds a badge's place so the tabs beside it do not move when it arrives.
   */
  count?: number | null;
  /** How a count above 0 reads: red for work waiting (the default), grey for a plain tally. */
  countTone?: 'alert' | 'muted';
  /** Not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** Selected tab value. */
  value: string;
  /**
   * Called with the newly selected value, after the frame that shows it selected (the page's own
   * work for it does not delay the tap); the tab shows as selected from the tap until `value` follows.
   */
  onValueChange: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab. */
  children?: ReactNode;
  /** Stretch tabs to equal widths (e.g. inside the notification panel). */
  fitted?: boolean;
  /** Show a count of 0 as a grey badge instead of none, so a tab keeps its width whatever its count. */
  showZeroCounts?: boolean;
  /** Class for the outer wrapper. */
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: ${vars.space['100']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['200']};
  min-height: 44px;
  padding: 0 ${vars.space['400']};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size300};
  font-weight: ${vars.font.weightSemibold};
  white-space: nowrap;
  cursor: pointer;
  [data-fitted] > & {
    flex: 1;
  }
  &:hover:not(:disabled) {
    color: ${vars.color.textDefault};
  }
  &[aria-selected='true'] {
    color: ${vars.color.sidebarItemActiveText};
    border-bottom-color: ${vars.color.actionPrimaryBg};
    /* A strip wider than a phone opens scrolled so the selected tab shows whole, at its right
       edge (as scrolling to the nearest edge would); CSS, so the first frame already shows it. */
    scroll-initial-target: nearest;
    scroll-snap-align: end;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
    border-radius: ${vars.radius['100']};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Panel = styled.div`
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

/** Tab list with optional counts; arrow keys, Home and End move and select (automatic activation). */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  children,
  fitted = false,
  showZeroCounts = false,
  className,
}: TabsProps) {
  const baseId = useId();
  const [shownValue, choose] = useChoiceAfterPaint(value, onValueChange);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.flatMap((item, i) => (item.disabled ? [] : [i]));

  const move = (from: number, key: string): number | undefined => {
    const pos = enabled.indexOf(from);
    if (key === 'ArrowRight') return enabled[(pos + 1) % enabled.length];
    if (key === 'ArrowLeft') return enabled[(pos - 1 + enabled.length) % enabled.length];
    if (key === 'Home') return enabled[0];
    if (key === 'End') return enabled[enabled.length - 1];
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = move(index, event.key);
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    refs.current[next]?.focus();
    choose(item.value);
  };

  const selectedIndex = items.findIndex((i) => i.value === shownValue);

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} data-fitted={fitted ? '' : undefined}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={selected ? `${baseId}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => choose(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
              {item.count === null ? (
                <CountBadgePlaceholder />
              ) : item.count !== undefined ? (
                <CountBadge
                  count={item.count}
                  showZero={showZeroCounts}
                  tone={item.count > 0 ? (item.countTone ?? 'alert') : 'muted'}
                />
              ) : null}
            </Tab>
          );
        })}
      </List>
      {children !== undefined ? (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selectedIndex}`}
          tabIndex={0}
        >
          {children}
        </Panel>
      ) : null}
    </div>
  );
}

import { useId, useState, type ElementType } from 'react';
import styled from 'styled-components';
import { CountBadge } from '../CountBadge';
import { Dot } from '../Dot';
import { Icon } from '../Icon';
import { NewBadge } from '../NewBadge';
import { Popover } from '../Popover';
import { Tooltip } from '../Tooltip';
import { VisuallyHidden } from '../../styles';
import { formatCount } from '../../format';
import { CountSlot, EntryText, FlyoutList, Marks, SubList, entryStyles } from './sidebar-styles';
import { isItemActive, type SidebarItem } from './sidebar-types';

interface EntryProps {
  item: SidebarItem;
  /** Code of the one active entry (see findActiveCode). */
  activeCode: string | null;
  minimized: boolean;
  linkAs: ElementType;
  newLabel: string;
  newTabLabel?: string;
  onNavigate?: (item: SidebarItem) => void;
}

const Link = styled.a`
  ${entryStyles}
`;

const GroupButton = styled.button`
  ${entryStyles}
`;

function ItemMarks({
  item,
  newLabel,
  minimized,
}: {
  item: SidebarItem;
  newLabel: string;
  minimized: boolean;
}) {
  const hasCount = item.count !== undefined && item.count > 0;
  if (!item.dot && item.count === undefined && !item.isNew) return null;
  if (minimized) {
    if (!item.dot && !hasCount && !item.isNew) return null;
    // 60 px leaves no room for a '99+' pill: a dot marks the entry, the figure stays for screen readers.
    return (
      <Marks>
        {item.dot || hasCount ? <Dot label={item.dot ? item.dotLabel : undefined} /> : null}
        <VisuallyHidden>
          {hasCount
            ? ` ${formatCount(item.count ?? 0)}${item.countLabel ? ` ${item.countLabel}` : ''}`
            : ''}
          {item.isNew ? ` ${newLabel}` : ''}
        </VisuallyHidden>
      </Marks>
    );
  }
  const dot = item.dot ? <Dot label={item.dotLabel} /> : null;
  const count = hasCount ? <CountBadge count={item.count ?? 0} label={item.countLabel} /> : null;
  return (
    <Marks>
      {item.count !== undefined ? (
        <CountSlot data-count-slot="" data-with-dot={item.dotLabel ? '' : undefined}>
          {dot}
          {count}
        </CountSlot>
      ) : (
        dot
      )}
      {item.isNew ? <NewBadge label={newLabel} /> : null}
    </Marks>
  );
}

function EntryLink({
  item,
  activeCode,
  minimized,
  linkAs,
  newLabel,
  newTabLabel,
  onNavigate,
}: EntryProps) {
  const active = item.code === activeCode;
  const link = (
    <Link
      as={linkAs}
      href={item.path}
      target={item.target}
      rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate ? () => onNavigate(item) : undefined}
    >
      {item.icon ? <Icon name={item.icon} size={20} /> : null}
      {minimized ? (
        <VisuallyHidden>{item.name}</VisuallyHidden>
      ) : (
        <EntryText>{item.name}</EntryText>
      )}
      <ItemMarks item={item} newLabel={newLabel} minimized={minimized} />
      {item.target === '_blank' && newTabLabel ? (
        <VisuallyHidden>{newTabLabel}</VisuallyHidden>
      ) : null}
    </Link>
  );
  return minimized ? (
    <Tooltip content={item.name} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** One sidebar entry: a link, or a group that discloses its child menus. */
export function SidebarEntry(props: EntryProps) {
  const { item, activeCode, minimized, linkAs, newLabel, newTabLabel, onNavigate } = props;
  const groupActive = isItemActive(item, activeCode);
  const [expanded, setExpanded] = useState(groupActive);
  const listId = useId();

  if (!item.children || item.children.length === 0) return <EntryLink {...props} />;

  const childLinks = item.children.map((child) => (
    <li key={child.code}>
      <EntryLink
        item={child}
        activeCode={activeCode}
        minimized={false}
        linkAs={linkAs}
        newLabel={newLabel}
        newTabLabel={newTabLabel}
        onNavigate={onNavigate}
      />
    </li>
  ));

  if (minimized) {
    return (
      <Popover
        label={item.name}
        placement="right-start"
        width={220}
        trigger={
          <GroupButton type="button" data-active={groupActive ? '' : undefined}>
            {item.icon ? <Icon name={item.icon} size={20} /> : null}
            <VisuallyHidden>{item.name}</VisuallyHidden>
            <ItemMarks item={item} newLabel={newLabel} minimized />
          </GroupButton>
        }
      >
        <FlyoutList>{childLinks}</FlyoutList>
      </Popover>
    );
  }

  return (
    <>
      <GroupButton
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        data-active={groupActive && !expanded ? '' : undefined}
        onClick={() => setExpanded((open) => !open)}
      >
        {item.icon ? <Icon name={item.icon} size={20} /> : null}
        <EntryText>{item.name}</EntryText>
        <ItemMarks item={item} newLabel={newLabel} minimized={false} />
        <Icon name={expanded ? 'chevron-up' : 'chevron-down'} size={16} />
      </GroupButton>
      <SubList id={listId} hidden={!expanded}>
        {childLinks}
      </SubList>
    </>
  );
}

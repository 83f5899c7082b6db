import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { CountBadge, Dot, Icon, NewBadge, vars } from '@seller/design-system';
import type { MenuItem } from '@seller/machines';
import { layoutCopy } from '../copy';
import { menuIcon } from './menu-icons';
import { badgeOf } from './sidebar-entries';

export interface MenuCounts {
  activeTransactions: number;
  unansweredQuestions: number;
}

export interface SidebarMenuProps {
  items: readonly MenuItem[];
  counts: MenuCounts;
  mini: boolean;
  /** Where menu entries with an external target (the education centre) lead. */
  externalUrl: (item: MenuItem) => string | null;
  onNavigate: (item: MenuItem) => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${vars.space['200']};
  display: flex;
  flex-direction: column;
  gap: ${vars.space['050']};
`;

const SubList = styled(List)`
  padding: 0 0 0 ${vars.space['600']};
`;

const entry = css<{ $mini: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space['300']};
  width: 100%;
  min-height: 40px;
  padding: 0 ${(p) => (p.$mini ? '0' : vars.space['300'])};
  justify-content: ${(p) => (p.$mini ? 'center' : 'flex-start')};
  border: 0;
  border-radius: ${vars.radius['200']};
  background: transparent;
  color: ${vars.color.sidebarText};
  font: inherit;
  font-size: ${vars.font.size300};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  position: relative;

  &:hover {
    background: ${vars.color.sidebarItemHoverBg};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focusRing};
  }
  &.active,
  &[data-active] {
    background: ${vars.color.sidebarItemActiveBg};
    color: ${vars.color.sidebarItemActiveText};
    font-weight: ${vars.font.weightSemibold};
  }
`;

const Entry = styled(NavLink)<{ $mini: boolean }>`
  ${entry}
`;
const External = styled.a<{ $mini: boolean }>`
  ${entry}
`;
const Group = styled.button<{ $mini: boolean }>`
  ${entry}
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
  padding: ${vars.space['100']} 0;
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: break-word;
`;

const IconSlot = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;

  & > [data-dot] {
    position: absolute;
    top: -2px;
    right: -3px;
  }
`;

const Corner = styled.span`
  position: absolute;
  top: 4px;
  right: 6px;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function Badges({ item, counts, mini }: { item: MenuItem; counts: MenuCounts; mini: boolean }) {
  const badge = badgeOf(item);
  const isNew = item.additional?.newMenu === true;
  const parts = (
    <>
      {badge === 'activeTransactions' && counts.activeTransactions > 0 && !mini ? (
        <CountBadge count={counts.activeTransactions} label={layoutCopy.activeTransactions} />
      ) : null}
      {badge === 'unansweredQuestions' && !mini ? (
        <CountBadge count={counts.unansweredQuestions} label={layoutCopy.unansweredQuestions} />
      ) : null}
      {isNew && !mini ? <NewBadge label={layoutCopy.newMenu} /> : null}
    </>
  );
  return mini ? <Corner>{parts}</Corner> : parts;
}

function ItemContent({ item, counts, mini }: { item: MenuItem; counts: MenuCounts; mini: boolean }) {
  // The transaction entry's red dot sits on its icon, in both widths (§2).
  const dot = badgeOf(item) === 'activeTransactions' && counts.activeTransactions > 0;
  return (
    <>
      <IconSlot>
        <Icon name={menuIcon(item.icon)} size={20} />
        {dot ? <Dot data-dot="" label={layoutCopy.activeTransactionsDot} /> : null}
      </IconSlot>
      {mini ? <VisuallyHidden>{item.name}</VisuallyHidden> : <Label>{item.name}</Label>}
      <Badges item={item} counts={counts} mini={mini} />
    </>
  );
}

function MenuEntry({ item, ...props }: Omit<SidebarMenuProps, 'items'> & { item: MenuItem }) {
  const { counts, mini, externalUrl, onNavigate } = props;
  const location = useLocation();
  const children = item.childMenu ?? [];
  const containsCurrent = children.some((child) => child.path === location.pathname);
  const [open, setOpen] = useState(containsCurrent);
  const external = item.additional?.target === '_blank' ? externalUrl(item) : null;

  if (external) {
    return (
      <li>
        <External $mini={mini} href={external} target="_blank" rel="noopener noreferrer" title={mini ? item.name : undefined}>
          <ItemContent item={item} counts={counts} mini={mini} />
          <VisuallyHidden>{layoutCopy.opensInNewTab}</VisuallyHidden>
        </External>
      </li>
    );
  }
  if (children.length === 0 || mini) {
    return (
      <li>
        <Entry $mini={mini} to={item.path} end title={mini ? item.name : undefined} onClick={() => onNavigate(item)}>
          <ItemContent item={item} counts={counts} mini={mini} />
        </Entry>
      </li>
    );
  }
  return (
    <li>
      <Group
        type="button"
        $mini={mini}
        aria-expanded={open}
        data-active={containsCurrent ? '' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <ItemContent item={item} counts={counts} mini={mini} />
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={16} />
      </Group>
      {open ? (
        <SubList>
          {children.map((child) => (
            <MenuEntry key={`${child.code ?? ''}${child.path}`} item={child} {...props} />
          ))}
        </SubList>
      ) : null}
    </li>
  );
}

/** The server menu with children, icons, 'BARU' and the count badges of §2. */
export function SidebarMenu({ items, ...props }: SidebarMenuProps) {
  return (
    <List>
      {items.map((item) => (
        <MenuEntry key={`${item.code ?? ''}${item.path}`} item={item} {...props} />
      ))}
    </List>
  );
}

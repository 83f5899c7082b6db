import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, DropdownMenu, IconButton, Tooltip, vars } from '@seller/design-system';
import { layoutCopy } from '../copy';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${vars.space['300']};
  min-height: ${vars.size.header};
  padding: ${vars.space['200']} ${vars.space['400']};
  background: ${vars.color.headerBg};
  border-bottom: 1px solid ${vars.color.borderDefault};

  @media (max-width: 576px) {
    flex-wrap: wrap;
    padding: ${vars.space['200']} ${vars.space['300']};
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightSemibold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  @media (min-width: 1199px) {
    display: none;
  }
`;

const Marker = styled.span`
  flex: none;
  padding: ${vars.space['050']} ${vars.space['200']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.statusInfoBg};
  color: ${vars.color.textLink};
  font-size: ${vars.font.size200};
  font-weight: ${vars.font.weightSemibold};
`;

const BrandSlot = styled.div`
  min-width: 0;

  @media (max-width: 576px) {
    order: 10;
    flex-basis: 100%;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
`;

const UserButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['200']};
  max-width: 220px;
  padding: ${vars.space['100']} ${vars.space['200']};
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.textDefault};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.bgSurfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focusRing};
  }
`;

const UserName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (max-width: 576px) {
    display: none;
  }
`;

export interface HeaderProps {
  /** Page title, shown on narrow screens where the sidebar is hidden. */
  title: string | null;
  /** §6: the tenant's type marker ('Stockist'), or null. */
  typeMarker: string | null;
  /** The brand dropdown, when the user has more than one brand. */
  brandSwitch: ReactNode;
  /** The chat entry point (when the chat feature is present and enabled). */
  chatEntry: ReactNode;
  /** The notification bell (absent for mofasa). */
  notificationEntry: ReactNode;
  userName: string;
  avatarUrl: string | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenEducation: () => void;
  onLogout: () => void;
}

/** §2 header: toggle, mobile title, type marker, brand switch, education, chat, notifications, user. */
export function Header(props: HeaderProps) {
  return (
    <Bar aria-label={layoutCopy.header}>
      <IconButton
        icon="menu"
        label={layoutCopy.toggleSidebar}
        variant="ghost"
        aria-controls="sidebar"
        aria-expanded={props.sidebarOpen}
        onClick={props.onToggleSidebar}
      />
      {props.title ? <Title>{props.title}</Title> : null}
      {props.typeMarker ? <Marker>{props.typeMarker}</Marker> : null}
      <BrandSlot>{props.brandSwitch}</BrandSlot>
      <Spacer />
      <Tools>
        <Tooltip content={layoutCopy.education}>
          <IconButton icon="education" label={layoutCopy.education} variant="ghost" onClick={props.onOpenEducation} />
        </Tooltip>
        {props.chatEntry}
        {props.notificationEntry}
        <DropdownMenu
          label={layoutCopy.userMenu(props.userName)}
          trigger={
            <UserButton type="button" aria-label={layoutCopy.userMenu(props.userName)}>
              <Avatar src={props.avatarUrl} name="" size={32} />
              <UserName>{props.userName}</UserName>
            </UserButton>
          }
          items={[{ id: 'logout', label: layoutCopy.logout, icon: 'logout', onSelect: props.onLogout }]}
        />
      </Tools>
    </Bar>
  );
}

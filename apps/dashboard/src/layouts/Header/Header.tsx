import type { ReactNode } from 'react';
import {
  Header as HeaderFrame,
  HeaderUserMenu,
  IconButton,
  SidebarToggle,
  Tooltip,
} from '@seller/design-system';
import { layoutCopy } from '../copy';

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

/** §2 header: the design-system header filled with the app's toggle, title, marker, brand switch, actions and user. */
export function Header(props: HeaderProps) {
  return (
    <HeaderFrame
      aria-label={layoutCopy.header}
      toggle={
        <SidebarToggle
          label={layoutCopy.toggleSidebar}
          aria-controls="sidebar"
          expanded={props.sidebarOpen}
          onClick={props.onToggleSidebar}
        />
      }
      title={props.title ?? undefined}
      typeLabel={props.typeMarker ?? undefined}
      brand={props.brandSwitch}
      actions={
        <>
          <Tooltip content={layoutCopy.education}>
            <IconButton
              icon="education"
              label={layoutCopy.education}
              onClick={props.onOpenEducation}
            />
          </Tooltip>
          {props.chatEntry}
          {props.notificationEntry}
        </>
      }
      user={
        <HeaderUserMenu
          name={props.userName}
          avatarUrl={props.avatarUrl}
          label={layoutCopy.userMenu(props.userName)}
          logoutLabel={layoutCopy.logout}
          onLogout={props.onLogout}
        />
      }
    />
  );
}

import styled from 'styled-components';
import { below, vars } from '../../tokens';
import { focusRing } from '../../styles';
import { Avatar } from '../Avatar';
import { DropdownMenu, type DropdownMenuItem } from '../DropdownMenu';
import { Icon } from '../Icon';

export interface HeaderUserMenuProps {
  /** Signed-in user's name. */
  name: string;
  /** Profile picture; the user's initials otherwise. */
  avatarUrl?: string | null;
  /** Called by the log-out entry. */
  onLogout: () => void;
  /** Log-out entry text. */
  logoutLabel?: string;
  /** Entries above log-out. */
  items?: DropdownMenuItem[];
  /** Accessible name of the trigger and menu, e.g. 'Menu akun Budi'; the user's name otherwise. */
  label?: string;
}

const Trigger = styled.button`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['200']};
  min-height: ${vars.size.controlMd};
  max-width: 220px;
  padding: 0 ${vars.space['200']} 0 ${vars.space['100']};
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.textDefault};
  font-size: ${vars.font.size300};
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;
  &:hover {
    background: ${vars.color.bgSurfaceHover};
  }
  ${focusRing}
  & > [data-user-name] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${below('tablet')} {
    & > [data-user-name],
    & > svg {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
`;

/** User name with avatar opening a menu that ends with 'Log Out' (spec §2). */
export function HeaderUserMenu({
  name,
  avatarUrl,
  onLogout,
  logoutLabel = 'Log Out',
  items = [],
  label,
}: HeaderUserMenuProps) {
  return (
    <DropdownMenu
      label={label ?? name}
      trigger={
        <Trigger type="button" aria-label={label}>
          <Avatar src={avatarUrl} name={name} decorative size={32} />
          <span data-user-name="">{name}</span>
          <Icon name="chevron-down" size={16} />
        </Trigger>
      }
      items={[
        ...items,
        { id: 'logout', label: logoutLabel, icon: 'logout', onSelect: onLogout, danger: true },
      ]}
    />
  );
}

export { Header, type HeaderProps } from './Header';
export { SidebarToggle, type SidebarToggleProps } from './SidebarToggle';
export { HeaderUserMenu, type HeaderUserMenuProps } from './HeaderUserMenu';

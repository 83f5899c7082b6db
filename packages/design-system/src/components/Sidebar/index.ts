export { Sidebar, type SidebarProps } from './Sidebar';
export { isItemActive, matchesPath, type SidebarItem } from './sidebar-types';

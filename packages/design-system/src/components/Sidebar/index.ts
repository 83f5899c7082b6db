export { Sidebar, type SidebarProps } from './Sidebar';
export { findActiveCode, isItemActive, matchesPath, type SidebarItem } from './sidebar-types';

import { IconButton, type IconButtonProps } from '../IconButton';

export interface SidebarToggleProps extends Omit<IconButtonProps, 'icon' | 'label'> {
  /** Whether the sidebar is expanded (220 px, or open on mobile). */
  expanded: boolean;
  /** Accessible name. */
  label?: string;
}

/** Header button that expands or minimizes the sidebar. */
export function SidebarToggle({ expanded, label = 'Menu', ...rest }: SidebarToggleProps) {
  return <IconButton icon="menu" label={label} aria-expanded={expanded} {...rest} />;
}

export { DropdownMenu, type DropdownMenuProps, type DropdownMenuItem } from './DropdownMenu';

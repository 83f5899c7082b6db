export { Icon, type IconProps } from './Icon';
export { iconNames, menuIconNames, type IconName, type MenuIconName } from './icon-paths';

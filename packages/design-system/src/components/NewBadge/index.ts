export { NewBadge, type NewBadgeProps } from './NewBadge';

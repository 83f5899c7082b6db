export { NotificationEntry, type NotificationEntryProps } from './NotificationEntry';

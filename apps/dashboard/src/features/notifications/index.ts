export { NotificationEntry, type NotificationEntryProps } from './NotificationEntry';
export { notificationRoutes } from './notification-routes';

import { readTenant } from '../../platform/tenant-store';
import { tenantProfile } from '../../platform/tenant-profile';
import { NotificationBellView } from './components/NotificationBell';
import { NotificationsScope } from './components/NotificationsScope';
import { useNotificationSettings } from './use-notification-settings';

export interface NotificationEntryProps {
  brandId: string;
}

/**
 * The header's notification entry for the current brand; no bell for tenants without it (§6).
 * It owns the brand's notifications actor, which the /notification page shares, whether or not
 * the bell shows: the layout has told the page an owner is coming.
 */
export function NotificationEntry({ brandId }: NotificationEntryProps) {
  const settings = useNotificationSettings();
  const tenant = readTenant();
  const showsBell = tenantProfile(tenant).showsNotificationEntry;
  // A new brand gets a fresh actor, so the previous brand's entries never show under it.
  return (
    <NotificationsScope key={brandId} owner brandId={brandId} tenant={tenant} settings={settings}>
      {(actor) => (showsBell ? <NotificationBellView actor={actor} /> : null)}
    </NotificationsScope>
  );
}

import { readTenant } from '../../platform/tenant-store';
import { tenantProfile } from '../../platform/tenant-profile';
import { NotificationBell } from './NotificationBell';
import { useNotificationSettings } from './use-notification-settings';

export interface NotificationEntryProps {
  brandId: string;
}

/** The header's notification entry for the current brand; none for tenants without it (§6). */
export function NotificationEntry({ brandId }: NotificationEntryProps) {
  const settings = useNotificationSettings();
  const tenant = readTenant();
  if (!tenantProfile(tenant).showsNotificationEntry) return null;
  // A new brand gets a fresh actor, so the previous brand's entries never show under it.
  return <NotificationBell key={brandId} brandId={brandId} tenant={tenant} settings={settings} />;
}

import { useMemo } from 'react';
import { SessionContext } from '../session/session-context';
import { notificationSettingsFromConfig, type NotificationSettings } from './notification-settings';

/** The notification settings of the signed-in tenant's configuration. */
export function useNotificationSettings(): NotificationSettings {
  const config = SessionContext.useSelector((state) => state.context.config);
  return useMemo(() => notificationSettingsFromConfig(config), [config]);
}

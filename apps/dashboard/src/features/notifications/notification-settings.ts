import { configValue } from '../../platform/config-items';

/** What the tenant configuration decides for notifications (CONVENTIONS.md configuration keys). */
export interface NotificationSettings {
  /** `notification.countPolling.enable`: the unread count is polled only when on (spec §9). */
  countPollingEnabled: boolean;
  /** `notification.countPolling.intervalMs`; the spec does not give the value. */
  pollIntervalMs: number;
  /** `/transaction-v3` when `transaction.v3.enable` is on (spec §2). */
  transactionPath: string;
  productPath: string;
}

export const defaultPollIntervalMs = 60_000;

export const defaultNotificationSettings: NotificationSettings = {
  countPollingEnabled: false,
  pollIntervalMs: defaultPollIntervalMs,
  transactionPath: '/transaction',
  productPath: '/product-v3',
};

/** Reads the tenant config items of the session; a missing or malformed key means its default. */
export function notificationSettingsFromConfig(config: unknown): NotificationSettings {
  const polling = configValue(config, 'notification.countPolling.enable');
  const interval = configValue(config, 'notification.countPolling.intervalMs');
  const transactionV3 = configValue(config, 'transaction.v3.enable');
  return {
    countPollingEnabled: polling === true,
    pollIntervalMs: typeof interval === 'number' && interval > 0 ? interval : defaultPollIntervalMs,
    transactionPath: transactionV3 === true ? '/transaction-v3' : '/transaction',
    productPath: '/product-v3',
  };
}

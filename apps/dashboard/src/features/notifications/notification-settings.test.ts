import { describe, expect, it } from 'vitest';
import { notificationSettingsFromConfig } from './notification-settings';

const item = (key: string, configValue: unknown) => ({ key, configItem: key, configValue });

describe('notificationSettingsFromConfig', () => {
  it('polls only when the count flag is on, at the configured interval', () => {
    expect(
      notificationSettingsFromConfig([
        item('notification.countPolling.enable', true),
        item('notification.countPolling.intervalMs', 15000),
      ]),
    ).toMatchObject({ countPollingEnabled: true, pollIntervalMs: 15000 });
  });

  it('falls back to no polling and 60 000 ms when the keys are missing or malformed', () => {
    expect(notificationSettingsFromConfig(null)).toMatchObject({
      countPollingEnabled: false,
      pollIntervalMs: 60000,
    });
    expect(
      notificationSettingsFromConfig([
        item('notification.countPolling.enable', 'yes'),
        item('notification.countPolling.intervalMs', -5),
      ]),
    ).toMatchObject({ countPollingEnabled: false, pollIntervalMs: 60000 });
  });

  it('sends transaction notifications to /transaction-v3 when the v3 flag is on', () => {
    expect(
      notificationSettingsFromConfig([item('transaction.v3.enable', true)]).transactionPath,
    ).toBe('/transaction-v3');
    expect(notificationSettingsFromConfig([]).transactionPath).toBe('/transaction');
  });
});

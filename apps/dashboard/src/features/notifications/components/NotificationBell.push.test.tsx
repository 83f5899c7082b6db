import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { emitPush, pushDebounceMs } from '../../../platform/push-events';
import { NotificationBell } from './NotificationBell';
import { defaultNotificationSettings } from '../notification-settings';
import { mockOptions, renderWithApp, startMockServer } from '../../../test/app-harness';

const server = startMockServer();

describe('NotificationBell with live badges', () => {
  it('refetches the count once for a burst of pushed notification events, and not for other kinds', async () => {
    let unread = 3;
    let countCalls = 0;
    server.use(
      mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/notification/count', () => {
        countCalls += 1;
        return {
          data: {
            totalTransaction: unread,
            totalProduct: 0,
            totalCount: unread,
            totalActiveTransaction: 0,
          },
        };
      }),
    );
    // Polling off (the default flag): only a push can move the number.
    renderWithApp(
      <NotificationBell brandId="101" tenant="partner" settings={defaultNotificationSettings} />,
    );
    expect(await screen.findByRole('button', { name: /Notifikasi.*3/ })).toBeInTheDocument();
    expect(countCalls).toBe(1);

    unread = 5;
    act(() => {
      emitPush({ type: 'order', brandId: 101 });
      emitPush({ type: 'notification', brandId: 101 });
      emitPush({ type: 'notification', brandId: 101 });
    });
    expect(await screen.findByRole('button', { name: /Notifikasi.*5/ })).toBeInTheDocument();
    // Give a second (wrong) refetch the time it would need.
    await act(() => new Promise((resolve) => setTimeout(resolve, pushDebounceMs * 2)));
    expect(countCalls).toBe(2);
  });
});

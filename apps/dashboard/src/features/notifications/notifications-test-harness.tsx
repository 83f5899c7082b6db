import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { ApiClients } from '@seller/api-types';
import { DesignSystemProvider } from '@seller/design-system';
import { ApiContext } from '../../platform/api-context';
import type { AppConfig } from '../../platform/config';
import { CurrentLocation, createTestApi, testBaseUrl } from '../../test/app-harness';
import { SessionContext } from '../session/session-context';
import { NotificationEntry } from './NotificationEntry';
import { NotificationsSlotContext, useNotificationsSlot } from './notifications-slot';
import { NotificationRoute } from './pages/NotificationRoute';
import { notificationPagePath } from './urls';
import { heldSessionMachine } from '../../test/held-session';

export { mockOptions, startMockServer } from '../../test/app-harness';

export const testBrandId = '101';

/** The app's configuration against the test base URL (what the entry script's clients are made with). */
export const testConfig: AppConfig = {
  apiBaseUrl: testBaseUrl,
  serviceUrls: {},
  educationUrl: 'https://edukasi.test',
  appVersion: 'test',
};

/** What a reload finds in storage: the partner tenant and brand 101, as the entry's prefetch reads them. */
export function rememberBrand() {
  localStorage.setItem('tenant', 'partner');
  localStorage.setItem('brandId', JSON.stringify(testBrandId));
}

/**
 * The signed-in layout's part in notifications, and nothing else of it: one slot, which the
 * header's entry (the bell) owns and fills with the brand's actor, and which the routed page borrows.
 */
function NotificationsLayout() {
  const slot = useNotificationsSlot(true);
  return (
    <NotificationsSlotContext.Provider value={slot}>
      <header>
        <NotificationEntry brandId={testBrandId} />
      </header>
      <main>
        <Outlet />
      </main>
    </NotificationsSlotContext.Provider>
  );
}

/**
 * Renders /notification (the route container) beside the header's bell, sharing the layout's
 * notifications slot. `api` gives clients made before (whose cache a prefetch filled).
 */
export function renderNotificationRoute(
  path: string,
  { api = createTestApi() }: { api?: ApiClients } = {},
) {
  rememberBrand();
  const router = createMemoryRouter(
    [
      {
        element: <NotificationsLayout />,
        children: [
          { path: notificationPagePath, element: <NotificationRoute /> },
          { path: '*', element: <CurrentLocation /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ApiContext.Provider value={api}>
        <SessionContext.Provider
          logic={heldSessionMachine}
          options={{ input: { hasSessionToken: true, stored: { brandId: testBrandId } } }}
        >
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ApiContext.Provider>
    </DesignSystemProvider>,
  );
  return { ...view, router };
}

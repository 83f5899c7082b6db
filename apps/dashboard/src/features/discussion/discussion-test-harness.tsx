import { useMemo } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import { sessionMachine, type FetchBrandDataInput, type MenuItem } from '@seller/machines';
import { ApiContext } from '../../platform/api-context';
import { OutboxIndicator } from '../../platform/outbox/OutboxIndicator';
import { Sidebar } from '../../layouts/Sidebar/Sidebar';
import { sidebarEntries } from '../../layouts/Sidebar/sidebar-entries';
import { CurrentLocation, createTestApi } from '../../test/app-harness';
import { BrandSwitchRoot, useBrandCounts } from '../brand-switch/BrandSwitchRoot';
import { SessionContext } from '../session/session-context';
import { DiscussionRoute } from './pages/DiscussionRoute';
import { discussionPath } from './urls';

export { mockOptions, startMockServer, testBaseUrl } from '../../test/app-harness';

/** The seller's brands; only 101 is on the discussion allow list. */
const brands = [
  { id: '101', name: 'Batik Sekar Jagad' },
  { id: '102', name: 'Kopi Nusantara Rasa' },
];

/** The tenant config item of §6 that puts brand 101, and no other, on the allow list. */
export const discussionConfig = [
  {
    key: 'discussion.menu',
    configItem: 'Menu diskusi',
    configValue: { isShowForAllBrand: false, brandIds: [101] },
  },
];

/** The server menu as the session holds it: the discussion entry comes with its badge. */
const menu: MenuItem[] = [
  { name: 'Beranda', path: '/home', icon: 'home', code: 'home', additional: { index: 1 } },
  {
    name: 'Diskusi Produk',
    path: '/discussion-product',
    icon: 'discussion',
    code: 'discussion-product',
    additional: { index: 2, newMenu: true },
  },
];

/** A signed-in session for one brand, its data given at once (the page only reads it). */
async function signedInSession(brandId: string) {
  const logic = sessionMachine.provide({
    actors: {
      fetchSessionData: fromPromise(async () => ({
        user: { id: '1', name: 'Rina Wulandari' },
        brands,
        menu,
        permissions: null,
        config: discussionConfig,
      })),
      fetchBrandData: fromPromise(async ({ input }: { input: FetchBrandDataInput }) => ({
        id: input.brandId,
        brandId: input.brandId,
        brandName: brands.find((brand) => brand.id === input.brandId)!.name,
      })),
    } as never,
  });
  const session = createActor(logic, {
    input: { hasSessionToken: true, stored: { brandId } },
  }).start();
  await waitFor(session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
  return session;
}

const noExternalUrl = () => null;
const ignore = () => undefined;

/**
 * The layout's sidebar on its own, as DefaultLayout composes it: the session's menu for the
 * brand and the brand switch's counts. It shares only the brand switch with the page.
 */
function LayoutSidebar() {
  const sessionMenu = SessionContext.useSelector((s) => s.context.menu);
  const config = SessionContext.useSelector((s) => s.context.config);
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const brand = SessionContext.useSelector((s) => s.context.brandData);
  const items = useMemo(
    () => sidebarEntries(sessionMenu, config, brandId),
    [sessionMenu, config, brandId],
  );
  return (
    <Sidebar
      mode="expanded"
      brand={brand}
      tiering={false}
      items={items}
      counts={useBrandCounts()}
      externalUrl={noExternalUrl}
      onNavigate={ignore}
      onBackdropClick={ignore}
    />
  );
}

export interface RenderDiscussionOptions {
  brandId?: string;
  /** Also the layout's sidebar, which shows the brand switch's unanswered count as a badge. */
  sidebar?: boolean;
  /** Also the layout's outbox panel, which replays kept writes (at start and on `online`). */
  outbox?: boolean;
}

/**
 * DiscussionRoute at `path` for a seller signed in with brand 101 (or `brandId`), inside the
 * brand switch that holds the question counts, with the typed clients against MSW and toasts.
 */
export async function renderDiscussion(
  path: string,
  { brandId = '101', sidebar = false, outbox = false }: RenderDiscussionOptions = {},
) {
  const session = await signedInSession(brandId);
  const toasts: string[] = [];
  const api = createTestApi(toasts);
  const router = createMemoryRouter(
    [
      {
        path: discussionPath,
        element: (
          <BrandSwitchRoot>
            {sidebar ? <LayoutSidebar /> : null}
            <main>
              <DiscussionRoute />
            </main>
            {outbox ? <OutboxIndicator userId="1" /> : null}
          </BrandSwitchRoot>
        ),
      },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ToastProvider>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider actor={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ToastProvider>
    </DesignSystemProvider>,
  );
  return { ...view, router, toasts, session };
}

import { useCallback, useDeferredValue, useEffect, useMemo, type ComponentProps } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorPage, LoadingOverlay, vars } from '@seller/design-system';
import { sidebarMachine, type MenuItem } from '@seller/machines';
import { appCopy } from '../app/copy';
import { isPathAllowed } from '../app/menu-guard';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { routePaths } from '../app/route-paths';
import { readAppConfig } from '../platform/config';
import { IdlePart } from '../platform/idle-part';
import { LaterPart } from '../platform/later-part';
import { AfterPageSettled } from '../platform/AfterPageSettled';
import { educationUrl, isTieringEnabled } from '../platform/config-items';
import { readPersisted, writePersisted } from '../platform/persisted-state';
import { MainColumnContext } from '../platform/main-column';
import { useApi } from '../platform/api-context';
import { hasSession } from '../platform/session-cookies';
import { tenantFromBrandType, tenantProfile } from '../platform/tenant-profile';
import { readTenant } from '../platform/tenant-store';
import { tracker } from '../platform/analytics';
import { CommandPaletteEntry, isCommandPaletteEnabled } from '../features/command-palette';
import {
  BrandSwitchRoot,
  useBrandCounts,
  useSelectBrand,
} from '../features/brand-switch/BrandSwitchRoot';
import {
  NotificationsSlotContext,
  useNotificationsSlot,
} from '../features/notifications/notifications-slot';
import { SessionContext } from '../features/session/session-context';
import { useBrandPendingWork } from '../features/brand-switch/use-brand-pending-work';
import { useMaskingNumberSync } from '../features/settings/use-masking-sync';
import { BrandDropdown } from './Header/BrandDropdown';
import { Header } from './Header/Header';
import { LiveBadges } from './LiveBadges';
import {
  ChatEntryPoint,
  NotificationEntry,
  OnboardingAndPromotion,
  OutboxEntry,
} from './feature-slots';
import { Sidebar } from './Sidebar/Sidebar';
import { SidebarContext, useSidebarMode } from './Sidebar/sidebar-context';
import { activeEntry, sidebarEntries } from './Sidebar/sidebar-entries';

/** Holds the bell's place while its chunk loads, so the header's other buttons do not move when it arrives. */
const BellPlaceholder = styled.span`
  display: inline-block;
  flex: none;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
`;

/* The sidebar keeps its own column on desktop and floats over the page on mobile. */
const Frame = styled.div`
  display: flex;
  align-items: flex-start;
  min-height: 100vh;
  background: ${vars.color.bgCanvas};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  min-height: 100vh;

  /* The chat bubble floats 24 px from the bottom right, 56 px tall: room under the page lets the
     last row of a table, and its last column, scroll clear of it. */
  & > main {
    padding-bottom: 88px;
  }
`;

const sidebarLogic = sidebarMachine.provide({
  actions: {
    storeSidebarMinimized: (_, { minimised }) => writePersisted('sidebarMinimized', minimised),
  },
});

/**
 * §2 default layout. Without a session token only the routed view shows; while the session
 * loads, the full-screen overlay; then sidebar, header, main area and the feature entry points.
 */
export function DefaultLayout() {
  const settledPhase = SessionContext.useSelector((snapshot) =>
    snapshot.matches('signedIn') ? 'ready' : snapshot.matches('loadFailed') ? 'failed' : 'loading',
  );
  // The session store updates synchronously; deferred, the whole layout and page mount as a
  // background render React slices, instead of one long task while the overlay still shows.
  const phase = useDeferredValue(settledPhase);
  const session = SessionContext.useActorRef();
  if (!hasSession()) return <Outlet />;
  if (phase === 'loading') return <LoadingOverlay open label={appCopy.loadingSession} />;
  if (phase === 'failed') {
    return (
      <ErrorPage
        status={500}
        title={appCopy.sessionFailedTitle}
        buttonLabel={appCopy.retry}
        onAction={() => session.send({ type: 'session.retry' })}
      />
    );
  }
  return (
    <SidebarContext.Provider
      logic={sidebarLogic}
      options={{
        input: { width: window.innerWidth, minimised: readPersisted('sidebarMinimized') },
      }}
    >
      <BrandSwitchRoot>
        <Chrome />
      </BrandSwitchRoot>
    </SidebarContext.Provider>
  );
}

/** The sidebar with its badge counts, which change without the rest of the layout rendering again. */
function CountedSidebar(props: Omit<ComponentProps<typeof Sidebar>, 'counts'>) {
  return <Sidebar {...props} counts={useBrandCounts()} />;
}

/** The brand list with each brand's pending work, which arrives without the layout rendering again. */
function CountedBrandDropdown(props: ComponentProps<typeof BrandDropdown>) {
  return <BrandDropdown {...props} {...useBrandPendingWork()} />;
}

function useWindowWidth(onResize: (width: number) => void) {
  useEffect(() => {
    const listener = () => onResize(window.innerWidth);
    window.addEventListener('resize', listener);
    return () => window.removeEventListener('resize', listener);
  }, [onResize]);
}

function Chrome() {
  const location = useLocation();
  const navigate = useNavigate();
  const sidebar = SidebarContext.useActorRef();
  const mode = useSidebarMode();
  const resize = useMemo(
    () => (width: number) => sidebar.send({ type: 'sidebar.resize', width }),
    [sidebar],
  );
  useWindowWidth(resize);

  const menu = SessionContext.useSelector((snapshot) => snapshot.context.menu);
  const config = SessionContext.useSelector((snapshot) => snapshot.context.config);
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  // A brand switch renders in two steps: at once the header's new brand, with the old brand's
  // page gone; then, deferred, the new brand's page mounts in a background render React slices,
  // instead of one long task that unmounts one page and mounts the other.
  const pageBrandId = useDeferredValue(brandId);
  const switchingPage = pageBrandId !== brandId;
  const brand = SessionContext.useSelector((snapshot) => snapshot.context.brandData);
  const user = SessionContext.useSelector((snapshot) => snapshot.context.userData);
  const brands = SessionContext.useSelector((snapshot) => snapshot.context.userBrands);
  const selectBrand = useSelectBrand();
  useMaskingNumberSync(useApi(), brandId);

  const accountTenant = readTenant();
  const tenant = tenantFromBrandType(brand?.brandType, accountTenant);
  const profile = tenantProfile(tenant);
  const education = educationUrl(config, readAppConfig().educationUrl);
  const items = useMemo(() => sidebarEntries(menu, config, brandId), [menu, config, brandId]);
  const allowed = isPathAllowed(location.pathname, menu);
  // The brand's own parts (bell, live badges, onboarding) move with the page, in the deferred render.
  const single = pageBrandId !== null && !pageBrandId.includes(',') ? pageBrandId : null;
  const showsNotifications = profile.showsNotificationEntry && single !== null;
  // The entry in the header owns the brand's notifications actor; the page borrows it from here.
  const notifications = useNotificationsSlot(showsNotifications);

  const onNavigate = (code: string) => {
    tracker().track({ name: 'menu_click', area: 'navigation', properties: { code } });
  };
  const externalUrl = useCallback(
    (item: MenuItem) => (item.code === 'education' || item.icon === 'education' ? education : null),
    [education],
  );

  return (
    <NotificationsSlotContext.Provider value={notifications}>
      <Frame>
        <CountedSidebar
          mode={mode}
          brand={brand}
          tiering={isTieringEnabled(config)}
          items={items}
          externalUrl={externalUrl}
          onNavigate={onNavigate}
          onBackdropClick={() => sidebar.send({ type: 'sidebar.backdropClick' })}
        />
        <Main>
          <Header
            title={activeEntry(menu, location.pathname)?.name ?? null}
            typeMarker={profile.headerTypeLabel}
            brandSwitch={
              <CountedBrandDropdown
                brands={brands}
                value={brandId}
                searchPlaceholder={profile.brandSearchPlaceholder}
                stockist={accountTenant === 'stockist'}
                onSelect={selectBrand}
              />
            }
            // The chat sits bottom right (§2), so the header's chat slot holds the palette's search button.
            chatEntry={isCommandPaletteEnabled() ? <CommandPaletteEntry /> : null}
            notificationEntry={
              showsNotifications && single ? (
                // The /notification page shows the list of this entry's machine: there it comes at once.
                <IdlePart
                  preload={NotificationEntry.preload}
                  now={location.pathname === routePaths.notification}
                  fallback={<BellPlaceholder aria-hidden="true" />}
                >
                  <NotificationEntry brandId={single} />
                </IdlePart>
              ) : null
            }
            userName={user?.name ?? ''}
            avatarUrl={user?.profilePictureUrl ?? null}
            sidebarOpen={mode === 'expanded' || mode === 'mobileOpen'}
            onToggleSidebar={() => sidebar.send({ type: 'sidebar.toggle' })}
            onOpenEducation={() => {
              tracker().track({ name: 'education_open', area: 'navigation' });
              window.open(education, '_blank', 'noopener,noreferrer');
            }}
            onLogout={() => navigate(routePaths.logout)}
          />
          {/* Keyed by the brand: a switch (after OK on a create page, §4) mounts the page afresh, so
              every form, typed value and page-local state of the old brand is gone. */}
          {switchingPage ? (
            <main key="switching" aria-busy="true" />
          ) : (
            <main key={brandId ?? ''}>
              <MainColumnContext.Provider value={mode}>
                {allowed ? <Outlet /> : <RouteErrorPage status={404} />}
              </MainColumnContext.Provider>
            </main>
          )}
        </Main>
        {/* The account's tenant, as the other brand-scoped calls send it. */}
        <LiveBadges brandId={single} tenant={accountTenant} />
        <IdlePart preload={ChatEntryPoint.preload}>
          <ChatEntryPoint brand={brand} user={user} tenant={tenant} />
        </IdlePart>
        {single ? (
          <IdlePart preload={OnboardingAndPromotion.preload}>
            <OnboardingAndPromotion brandId={single} tenant={tenant} />
          </IdlePart>
        ) : null}
        {/* The outbox replays the writes kept while offline as soon as the first screen has
            painted: it does not wait for an idle moment as the parts above do. */}
        <AfterPageSettled>
          <LaterPart>
            {/* The pill places itself beside the sidebar, as wide as it is now. */}
            <MainColumnContext.Provider value={mode}>
              <OutboxEntry userId={user?.id} />
            </MainColumnContext.Provider>
          </LaterPart>
        </AfterPageSettled>
      </Frame>
    </NotificationsSlotContext.Provider>
  );
}

import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterNextPaint, ConfirmDialog, useToaster } from '@seller/design-system';
import { BRAND_SWITCH_CONFIRMATION } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import { tracker } from '../../platform/analytics';
import { activeTransactionStatuses, isOnboardingAllowed } from '../../platform/config-items';
import { writePersisted } from '../../platform/persisted-state';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext } from '../session/session-context';
import { provideBrandSwitchMachine } from './brand-switch-actors';
import { addressInBrand, leaveAddress } from './brand-address';
import { BrandSwitchContext } from './brand-switch-context';
import { inspect } from '../../platform/machine-inspector';
import { useTransitionSelector } from '../../platform/use-transition-selector';

/**
 * Holds the brand switch for the signed-in layout. It starts once the session knows the brand,
 * so the first counts are fetched for the right one.
 */
export function BrandSwitchRoot({ children }: { children: ReactNode }) {
  const api = useApi();
  const toaster = useToaster();
  const session = SessionContext.useActorRef();
  const location = useLocation();
  const navigate = useNavigate();
  // The address at the moment of the switch, not the one this render saw; the machine is made once.
  const here = useRef({ location, navigate });
  here.current = { location, navigate };
  const machine = useMemo(
    () =>
      provideBrandSwitchMachine({
        api,
        tenant: readTenant(),
        // The whole app re-renders for the new brand: after the picked option has closed on screen.
        // Each brand keeps its own list state: the left brand's stays with it, and the page opens
        // with the new brand's own, in the same render as the new brand (docs/decisions/brand-memory.md).
        selectBrand: (brandId) =>
          afterNextPaint(() => {
            const { pathname, search } = here.current.location;
            const left = session.getSnapshot().context.brandId;
            if (left !== null && left !== brandId) leaveAddress(left, pathname, search);
            session.send({ type: 'session.selectBrand', brandId });
            const address = addressInBrand(brandId, pathname);
            if (address !== `${pathname}${search}`)
              void here.current.navigate(address, { replace: true });
          }),
        // The local onboard flag lets the onboarding of the new brand show (§4).
        requestOnboarding: () => writePersisted('onboard', true),
        notifySuccess: (message) => toaster.show({ type: 'success', message }),
        track: (brandId) =>
          tracker().track({ name: 'brand_switch', area: 'brand', properties: { brandId } }),
      }),
    // The toaster's identity does not matter to the machine; the first one is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, session],
  );
  const { context } = session.getSnapshot();
  return (
    <BrandSwitchContext.Provider
      logic={machine}
      options={{
        inspect,
        input: {
          brandId: context.brandId,
          pathname: location.pathname,
          onboardingAllowed: isOnboardingAllowed(context.config),
          activeTransactionStatuses: activeTransactionStatuses(context.config),
        },
      }}
    >
      <RouteSync pathname={location.pathname} />
      <BrandSwitchConfirm />
      {children}
    </BrandSwitchContext.Provider>
  );
}

/** The orders page announces status changes; the active-transaction badge is refetched. */
const ordersChangedEvent = 'seller:orders-changed';

function RouteSync({ pathname }: { pathname: string }) {
  const actor = BrandSwitchContext.useActorRef();
  useEffect(() => {
    actor.send({ type: 'route.changed', pathname });
  }, [actor, pathname]);
  useEffect(() => {
    const refresh = () => actor.send({ type: 'brand.refreshCounts' });
    window.addEventListener(ordersChangedEvent, refresh);
    return () => window.removeEventListener(ordersChangedEvent, refresh);
  }, [actor]);
  return null;
}

/** §4: on a create or variant page the switch asks first ('Warning', OK / Cancel). */
export function BrandSwitchConfirm() {
  const actor = BrandSwitchContext.useActorRef();
  const confirming = BrandSwitchContext.useSelector((snapshot) =>
    snapshot.matches({ selection: 'confirming' }),
  );
  return (
    <ConfirmDialog
      open={confirming}
      title={BRAND_SWITCH_CONFIRMATION.title}
      text={BRAND_SWITCH_CONFIRMATION.text}
      confirmLabel={BRAND_SWITCH_CONFIRMATION.confirmLabel}
      cancelLabel={BRAND_SWITCH_CONFIRMATION.cancelLabel}
      onConfirm={() => actor.send({ type: 'brand.confirm' })}
      onCancel={() => actor.send({ type: 'brand.cancel' })}
    />
  );
}

/** The active-transaction and unanswered-question counts of the current brand. */
type BrandSwitchSnapshot = ReturnType<
  ReturnType<typeof BrandSwitchContext.useActorRef>['getSnapshot']
>;
const selectActiveTransactions = (snapshot: BrandSwitchSnapshot) =>
  snapshot.context.activeTransactionCount;
const selectUnansweredQuestions = (snapshot: BrandSwitchSnapshot) =>
  snapshot.context.productQuestionCount.totalNotAnswered;

export function useBrandCounts() {
  const actor = BrandSwitchContext.useActorRef();
  // Counts arrive after the page has painted and only change two badges: as transitions they
  // re-render the sidebar in short pieces, not at once (use-transition-selector.ts).
  const activeTransactions = useTransitionSelector(actor, selectActiveTransactions);
  const unansweredQuestions = useTransitionSelector(actor, selectUnansweredQuestions);
  return useMemo(
    () => ({ activeTransactions, unansweredQuestions }),
    [activeTransactions, unansweredQuestions],
  );
}

/** Sends the seller's choice from the dropdown to the switch. */
export function useSelectBrand() {
  const actor = BrandSwitchContext.useActorRef();
  return (brandId: string) => actor.send({ type: 'brand.select', brandId });
}

import { useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { routePaths } from '../../../app/route-paths';
import { useApi } from '../../../platform/api-context';
import { useResource } from '../../../platform/data/use-resource';
import { readPersisted } from '../../../platform/persisted-state';
import { hasSession } from '../../../platform/session-cookies';
import { printOrdersRead } from '../orders-queries';
import { orderCodesOf, printKindOf, withPrintKind } from '../urls';
import { PrintPage } from './PrintPage';

function brandName(): string {
  const brand = readPersisted('brandData');
  return typeof brand?.brandName === 'string' ? brand.brandName : '';
}

/**
 * /print-page lives outside the signed-in layout (it prints without the chrome), so it asks a
 * signed-out visitor to sign in itself and comes back to the same orders afterwards.
 */
export function PrintRoute() {
  const location = useLocation();
  if (!hasSession()) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${routePaths.signIn}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <PrintOrdersRoute />;
}

/** The orders of the link, of the brand last worked in (the page has no brand switch). */
function PrintOrdersRoute() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const codes = useMemo(() => orderCodesOf(params), [params]);
  const brandIdRaw = readPersisted('brandId');
  const brandId = brandIdRaw !== null && /^\d+$/.test(brandIdRaw) ? Number(brandIdRaw) : null;
  const named = brandId !== null && codes.length > 0;
  const printed = useResource(named ? printOrdersRead(api, brandId, codes) : null);
  return (
    <PrintPage
      kind={printKindOf(params)}
      printed={named ? printed : null}
      sender={brandName()}
      onKindChange={(kind) => setParams(withPrintKind(params, kind), { replace: true })}
      onPrint={() => window.print()}
    />
  );
}

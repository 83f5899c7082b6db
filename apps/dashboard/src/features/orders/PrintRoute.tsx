import { useMemo } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, EmptyState, Select, Skeleton, vars } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import { useResource } from '../../platform/data/use-resource';
import { readPersisted } from '../../platform/persisted-state';
import { hasSession } from '../../platform/session-cookies';
import { routePaths } from '../../app/route-paths';
import { ordersCopy } from './copy';
import { orderCodesOf, printKindOf, transactionPath, type PrintKind } from './order-paths';
import { printOrdersRead } from './orders-queries';
import { PrintSheets } from './PrintSheets';

const copy = ordersCopy.print;

const PrintStyles = createGlobalStyle`
  @page label { size: A6; margin: 0; }
  @page packing { size: A4; margin: 0; }
  @media print {
    body { background: #fff; }
    [data-print-hide] { display: none !important; }
  }
`;

const Page = styled.main`
  padding: ${vars.space['600']};
  @media print {
    padding: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['300']};
  margin-bottom: ${vars.space['400']};
`;

const Title = styled.h1`
  margin: 0;
  flex: 1 1 auto;
`;

function brandName(): string {
  const brand = readPersisted('brandData');
  return typeof brand?.brandName === 'string' ? brand.brandName : '';
}

function isPrintKind(value: string): value is PrintKind {
  return value === 'all' || value === 'labels' || value === 'packing';
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
  return <PrintPage />;
}

/** A6 labels and A4 packing lists for the orders in the query, and a 'Cetak' button. */
function PrintPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const codes = useMemo(() => orderCodesOf(params), [params]);
  const kind = printKindOf(params);
  const brandIdRaw = readPersisted('brandId');
  const brandId = brandIdRaw !== null && /^\d+$/.test(brandIdRaw) ? Number(brandIdRaw) : null;
  const printed = useResource(
    brandId === null || codes.length === 0 ? null : printOrdersRead(api, brandId, codes),
  );

  const header = (
    <Bar data-print-hide>
      <Title>{copy.title}</Title>
      <Select
        label={copy.kindLabel}
        value={kind}
        options={[
          { value: 'all', label: `${copy.labels} + ${copy.packingLists}` },
          { value: 'labels', label: copy.labels },
          { value: 'packing', label: copy.packingLists },
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (!isPrintKind(value)) return;
          const next = new URLSearchParams(params);
          if (value === 'all') next.delete('kind');
          else next.set('kind', value);
          setParams(next, { replace: true });
        }}
      />
      <Button
        disabled={printed.status !== 'success' || !printed.data?.orders.length}
        onClick={() => window.print()}
      >
        {copy.print}
      </Button>
      <Link to={transactionPath}>{copy.back}</Link>
    </Bar>
  );

  if (codes.length === 0 || brandId === null) {
    return (
      <Page>
        {header}
        <EmptyState title={copy.noOrders} text={copy.noOrdersText} />
      </Page>
    );
  }

  return (
    <Page>
      <PrintStyles />
      {header}
      {printed.status === 'loading' && (
        <div role="status" aria-label={copy.loading}>
          <Skeleton shape="rect" height={300} />
        </div>
      )}
      {printed.status === 'error' && <EmptyState icon="error" title={copy.error} />}
      {printed.status === 'success' && printed.data && (
        <>
          {printed.data.missing.length > 0 && (
            <p role="alert" data-print-hide>
              {copy.notFound(printed.data.missing.join(', '))}
            </p>
          )}
          <PrintSheets orders={printed.data.orders} kind={kind} sender={brandName()} />
        </>
      )}
    </Page>
  );
}

import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, EmptyState, Select, Skeleton, vars } from '@seller/design-system';
import { PackingList, ShippingLabel } from '../components/PrintSheets';
import { ordersCopy } from '../copy';
import type { PrintOrders, ShownRead } from '../order-types';
import { isPrintKind, transactionPath, type PrintKind } from '../urls';

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

export interface PrintPageProps {
  kind: PrintKind;
  /** The orders the link names; null when it names none or no brand is chosen. */
  printed: ShownRead<PrintOrders> | null;
  /** The brand printed as the sender. */
  sender: string;
  onKindChange: (kind: PrintKind) => void;
  onPrint: () => void;
}

/** A6 labels and A4 packing lists for the orders of the link, and a 'Cetak' button. */
export function PrintPage({ kind, printed, sender, onKindChange, onPrint }: PrintPageProps) {
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
          if (isPrintKind(value)) onKindChange(value);
        }}
      />
      <Button
        disabled={printed?.status !== 'success' || !printed.data?.orders.length}
        onClick={onPrint}
      >
        {copy.print}
      </Button>
      <Link to={transactionPath}>{copy.back}</Link>
    </Bar>
  );

  if (printed === null) {
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
          {kind !== 'packing' &&
            printed.data.orders.map((order) => (
              <ShippingLabel key={`label-${order.id}`} order={order} sender={sender} />
            ))}
          {kind !== 'labels' &&
            printed.data.orders.map((order) => (
              <PackingList key={`packing-${order.id}`} order={order} sender={sender} />
            ))}
        </>
      )}
    </Page>
  );
}

import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxEntry } from '../../../platform/outbox';
import { Area, Register, Stack } from '../components/OfflineAddPage.styles';
import { Head, Page } from '../components/offline-page.styles';
import { PendingSales } from '../components/PendingSales';
import { SaleTicket, type SaleTicketProps } from '../components/SaleTicket';
import { ScanCard, type ScanCardProps } from '../components/ScanCard';
import { VariantSearch, type VariantSearchProps } from '../components/VariantSearch';
import { offlineCopy as copy } from '../copy';
import { offlineListPath } from '../urls';

export interface OfflineAddPageProps extends ScanCardProps, VariantSearchProps, SaleTicketProps {
  /** The day the sale is recorded on (WIB), YYYY-MM-DD. */
  today: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The stockist's sales kept on this device until they land. */
  pending: readonly OutboxEntry[];
}

/** /transaction-offline/add: the counter, where a sale is rung up from scans and searches. */
export function OfflineAddPage(props: OfflineAddPageProps) {
  return (
    <Page>
      <Head>
        <div>
          <h1>{copy.addTitle}</h1>
          <p>{copy.dateToday(props.today)}</p>
        </div>
        <Link to={offlineListPath}>{copy.listTitle}</Link>
      </Head>
      <Register onSubmit={props.onSubmit} noValidate aria-label={copy.addTitle}>
        <Area $area="scan">
          <ScanCard {...props} />
        </Area>
        <Area $area="search">
          <VariantSearch {...props} />
        </Area>
        <Area $area="cart">
          <Stack>
            <SaleTicket {...props} />
            <PendingSales entries={props.pending} />
          </Stack>
        </Area>
      </Register>
    </Page>
  );
}

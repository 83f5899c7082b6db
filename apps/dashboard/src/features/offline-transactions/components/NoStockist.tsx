import type { ReactNode } from 'react';
import { EmptyState } from '@seller/design-system';
import { Head, Page } from './offline-page.styles';

/** A sale belongs to one stockist's stock: without one chosen, the page says which choice is missing. */
export function NoStockist({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link?: ReactNode;
}) {
  return (
    <Page>
      <Head>
        <h1>{title}</h1>
        {link}
      </Head>
      <EmptyState icon="transaction" title={text} />
    </Page>
  );
}

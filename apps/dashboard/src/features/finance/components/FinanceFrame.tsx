import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@seller/design-system';
import { financeCopy } from '../copy';
import { financePaths } from '../urls';
import { Lead, Page, Title } from './finance-styles';

/** A money page: its heading and lead, or for one request the way back to the history. */
export function FinanceFrame({
  title,
  lead,
  back = false,
  children,
}: {
  title?: string;
  lead?: string;
  back?: boolean;
  children: ReactNode;
}) {
  return (
    <Page>
      {back ? <Link to={financePaths.history}>← {financeCopy.detailBack}</Link> : null}
      {title ? (
        <div>
          <Title>{title}</Title>
          {lead ? <Lead>{lead}</Lead> : null}
        </div>
      ) : null}
      {children}
    </Page>
  );
}

/** Money belongs to one brand: with none or a brand list chosen there is nothing to show yet. */
export function NoBrand({ title, lead }: { title: string; lead: string }) {
  return (
    <FinanceFrame title={title} lead={lead}>
      <EmptyState title={financeCopy.noBrand} />
    </FinanceFrame>
  );
}

import styled from 'styled-components';
import { EmptyState, vars } from '@seller/design-system';
import { ReportFrame, type ReportFrameProps } from '../components/ReportFrame';

const Page = styled.div`
  padding: ${vars.space['600']};
  max-width: 1440px;

  @media (max-width: 576px) {
    padding: ${vars.space['300']};
  }
`;

export interface ReportPageProps {
  /** The report's name, as the menu has it. */
  title: string;
  /** Why this account sees no report here (not in its menu, no brand chosen). */
  unavailable?: string;
  /** The report's frame, when the account has it. */
  frame?: Omit<ReportFrameProps, 'title'>;
}

/** A /report/* page: the report's frame, or why there is none for this account. */
export function ReportPage({ title, unavailable, frame }: ReportPageProps) {
  return (
    <Page>
      {frame && unavailable === undefined ? (
        <ReportFrame title={title} {...frame} />
      ) : (
        <EmptyState title={title} text={unavailable} headingLevel={1} />
      )}
    </Page>
  );
}

import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, vars } from '@seller/design-system';
import { SessionContext } from '../session/session-context';
import { reportCopy } from './copy';
import { ReportEmbed } from './ReportEmbed';
import { isReportInMenu, reportPageOf } from './report-names';

const Page = styled.div`
  padding: ${vars.space['600']};
  max-width: 1440px;

  @media (max-width: 576px) {
    padding: ${vars.space['300']};
  }
`;

/** /report/*: the report of the route for the current brand (the first one when several are chosen). */
export function ReportRoute() {
  const { pathname } = useLocation();
  const page = reportPageOf(pathname);
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const brandName = SessionContext.useSelector(
    (snapshot) => snapshot.context.brandData?.brandName ?? '',
  );
  const menu = SessionContext.useSelector((snapshot) => snapshot.context.menu);
  const id = brandId ? Number(brandId.split(',')[0]) : NaN;
  if (!page) return null;
  return (
    <Page>
      {!isReportInMenu(menu, page.path) ? (
        <EmptyState title={page.title} text={reportCopy.notInMenu} />
      ) : Number.isInteger(id) && id > 0 ? (
        <ReportEmbed
          key={`${page.report}-${id}`}
          report={page.report}
          title={page.title}
          brandId={id}
          brandName={brandName}
        />
      ) : (
        <EmptyState title={page.title} text={reportCopy.noBrand} />
      )}
    </Page>
  );
}

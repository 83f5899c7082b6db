import { useEffect } from 'react';
import styled from 'styled-components';
import { vars } from '@seller/design-system';
import { tracker } from '../../platform/analytics';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext } from '../session/session-context';
import { homeCopy } from './copy';
import {
  AnnouncementsCard,
  BalanceCard,
  OrdersCard,
  PenaltyCard,
  PerformanceCard,
  ScoreCard,
  SuspensionCard,
} from './HomeCards';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['500']};
  padding: ${vars.space['600']};
  max-width: 1280px;

  @media (max-width: 576px) {
    padding: ${vars.space['400']};
  }
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: ${vars.font.size700};
`;

const Lead = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  align-items: start;
  gap: ${vars.space['400']};
`;

/** /home, /home-v2, /dashboard: the brand's summary from the §7 calls, one card per call. */
export function HomePage() {
  const userName = SessionContext.useSelector((snapshot) => snapshot.context.userData?.name ?? '');
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const brandName = SessionContext.useSelector((snapshot) => snapshot.context.brandData?.brandName ?? null);
  // Tenant-scoped calls use the account's tenant, whatever brand is current.
  const tenant = readTenant();
  const singleBrand = brandId !== null && !brandId.includes(',') ? brandId : null;

  useEffect(() => {
    tracker().track({ name: 'homepage_view', area: 'home' });
  }, []);

  return (
    <Page>
      <div>
        <Greeting>{homeCopy.greeting(userName)}</Greeting>
        <Lead>{brandName ? homeCopy.brandLine(brandName) : singleBrand ? '\u00a0' : homeCopy.noBrand}</Lead>
      </div>
      {singleBrand ? (
        <Grid key={singleBrand}>
          <BalanceCard brandId={singleBrand} tenant={tenant} />
          <ScoreCard brandId={singleBrand} tenant={tenant} />
          <SuspensionCard brandId={singleBrand} tenant={tenant} />
          <PerformanceCard brandId={singleBrand} tenant={tenant} />
          <PenaltyCard brandId={singleBrand} tenant={tenant} />
          <OrdersCard brandId={singleBrand} tenant={tenant} />
          <AnnouncementsCard brandId={singleBrand} tenant={tenant} />
        </Grid>
      ) : null}
    </Page>
  );
}

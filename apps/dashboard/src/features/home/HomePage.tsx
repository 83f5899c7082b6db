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

/*
 * The card grid is laid out by the room it has, not the viewport: the sidebar takes 220, 60 or
 * 0 px. Named areas put the cards of one height in the same row and let the long ones span,
 * so no row leaves a hole; the source order is the reading order at every width.
 */
const Room = styled.div`
  container-type: inline-size;
`;

const Grid = styled.div`
  display: grid;
  gap: ${vars.space['400']};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'balance' 'score' 'status' 'penalty' 'performance' 'orders' 'announcements';

  @container (min-width: 540px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas:
      'balance score'
      'status penalty'
      'performance performance'
      'orders orders'
      'announcements announcements';
  }

  @container (min-width: 860px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'balance score status'
      'penalty performance performance'
      'orders orders orders'
      'announcements announcements announcements';
  }

  @container (min-width: 1100px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-template-areas:
      'balance score status penalty'
      'performance performance performance performance'
      'orders orders announcements announcements';
  }
`;

type Area = 'balance' | 'score' | 'status' | 'penalty' | 'performance' | 'orders' | 'announcements';

/* A card fills its area, so the cards of one row end on one line. */
const Slot = styled.div<{ $area: Area }>`
  grid-area: ${(p) => p.$area};
  display: grid;
  min-width: 0;
`;

/** /home, /home-v2, /dashboard: the brand's summary from the §7 calls, one card per call. */
export function HomePage() {
  const userName = SessionContext.useSelector((snapshot) => snapshot.context.userData?.name ?? '');
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const brandName = SessionContext.useSelector(
    (snapshot) => snapshot.context.brandData?.brandName ?? null,
  );
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
        <Lead>
          {brandName ? homeCopy.brandLine(brandName) : singleBrand ? '\u00a0' : homeCopy.noBrand}
        </Lead>
      </div>
      {singleBrand ? (
        <Room>
          <Grid key={singleBrand}>
            <Slot $area="balance">
              <BalanceCard brandId={singleBrand} tenant={tenant} />
            </Slot>
            <Slot $area="score">
              <ScoreCard brandId={singleBrand} tenant={tenant} />
            </Slot>
            <Slot $area="status">
              <SuspensionCard brandId={singleBrand} tenant={tenant} />
            </Slot>
            <Slot $area="penalty">
              <PenaltyCard brandId={singleBrand} tenant={tenant} />
            </Slot>
            <Slot $area="performance">
              <PerformanceCard brandId={singleBrand} tenant={tenant} />
            </Slot>
            <Slot $area="orders">
              <OrdersCard brandId={singleBrand} tenant={tenant} />
            </Slot>
            <Slot $area="announcements">
              <AnnouncementsCard brandId={singleBrand} tenant={tenant} />
            </Slot>
          </Grid>
        </Room>
      ) : null}
    </Page>
  );
}

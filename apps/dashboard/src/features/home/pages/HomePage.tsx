import styled from 'styled-components';
import { vars } from '@seller/design-system';
import { homeCopy } from '../copy';
import type { HomeCardReads } from '../components/HomeCard';
import { ActionQueueCard } from '../components/ActionQueueCard';
import {
  AnnouncementsCard,
  BalanceCard,
  OrdersCard,
  PenaltyCard,
  PerformanceCard,
  ScoreCard,
  SuspensionCard,
} from '../components/HomeCards';

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
 * so no row leaves a hole; the source order is the reading order at every width. Each card
 * takes the area of its name (HomeCard).
 */
const Room = styled.div`
  container-type: inline-size;
`;

const Grid = styled.div`
  display: grid;
  gap: ${vars.space['400']};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'actions' 'balance' 'scores' 'suspension' 'penalty' 'performance' 'orderCounts' 'announcements';

  @container (min-width: 540px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas:
      'actions actions'
      'balance scores'
      'suspension penalty'
      'performance performance'
      'orderCounts orderCounts'
      'announcements announcements';
  }

  @container (min-width: 860px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'actions actions actions'
      'balance scores suspension'
      'penalty performance performance'
      'orderCounts orderCounts orderCounts'
      'announcements announcements announcements';
  }

  @container (min-width: 1100px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-template-areas:
      'actions actions actions actions'
      'balance scores suspension penalty'
      'performance performance performance performance'
      'orderCounts orderCounts announcements announcements';
  }
`;

export interface HomePageProps {
  /** The signed-in seller, greeted by name. */
  userName: string;
  /** The current brand's name; null while it loads, and with none or several brands chosen. */
  brandName: string | null;
  /** One read per card for the one brand chosen; null with none or several (no cards then). */
  cards: HomeCardReads | null;
}

/**
 * /home, /home-v2, /dashboard: the brand's summary from the §7 calls, one card per call, opened
 * by 'Perlu tindakan' (the work waiting, docs/decisions/ship-by.md).
 */
export function HomePage({ userName, brandName, cards }: HomePageProps) {
  return (
    <Page>
      <div>
        <Greeting>{homeCopy.greeting(userName)}</Greeting>
        <Lead>
          {brandName ? homeCopy.brandLine(brandName) : cards ? '\u00a0' : homeCopy.noBrand}
        </Lead>
      </div>
      {cards ? (
        <Room>
          <Grid>
            <ActionQueueCard read={cards.actions} />
            <BalanceCard read={cards.balance} />
            <ScoreCard read={cards.scores} />
            <SuspensionCard read={cards.suspension} />
            <PenaltyCard read={cards.penalty} />
            <PerformanceCard read={cards.performance} />
            <OrdersCard read={cards.orderCounts} />
            <AnnouncementsCard read={cards.announcements} />
          </Grid>
        </Room>
      ) : null}
    </Page>
  );
}

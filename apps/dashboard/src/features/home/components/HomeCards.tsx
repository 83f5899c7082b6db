import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, formatNumber } from '@seller/design-system';
import { routePaths } from '../../../app/route-paths';
import { formatServerTime } from '../../../platform/datetime';
import { homeCopy } from '../copy';
import type { HomeCardName } from '../home-queries';
import { HomeCard, type HomeCardRead } from './HomeCard';
import {
  PenaltyCount,
  Big,
  Figures,
  Muted,
  OneLine,
  OneLineMuted,
  Pill,
  Plain,
  WideFigures,
} from './home-card-styles';
import { OrderStatusChart } from './OrderStatusChart';

interface CardProps<K extends HomeCardName> {
  read: HomeCardRead<K>;
}

/** Labelled figures, a grid of as many columns as fit; `wide` ones where two would wrap words. */
function FigureList({ figures, wide = false }: { figures: [string, ReactNode][]; wide?: boolean }) {
  const Grid = wide ? WideFigures : Figures;
  return (
    <Grid>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Grid>
  );
}

const ofTarget = ({ score, target }: { score: number; target: number }) =>
  homeCopy.scoreOfTarget(formatNumber(score, 1), formatNumber(target, 1));

export function ScoreCard({ read }: CardProps<'scores'>) {
  return (
    <HomeCard card="scores" read={read}>
      {(data) => (
        <FigureList
          wide
          figures={[
            [homeCopy.fulfillmentScore, ofTarget(data.fulfillment)],
            [homeCopy.transactionScore, ofTarget(data.transaction)],
          ]}
        />
      )}
    </HomeCard>
  );
}

export function PerformanceCard({ read }: CardProps<'performance'>) {
  return (
    <HomeCard card="performance" read={read}>
      {(data) => (
        <FigureList
          figures={[
            [homeCopy.totalOrder, data.totalOrder],
            [homeCopy.totalSales, formatMoney(data.totalSales)],
            [homeCopy.fulfillmentRate, `${formatNumber(data.fulfillmentRate, 1)}%`],
            [homeCopy.cancellationRate, `${formatNumber(data.cancellationRate, 1)}%`],
          ]}
        />
      )}
    </HomeCard>
  );
}

/** The newest penalty; the others are counted beside the total, so a long record keeps its row. */
const PENALTIES_SHOWN = 1;

export function PenaltyCard({ read }: CardProps<'penalty'>) {
  return (
    <HomeCard card="penalty" read={read}>
      {(data) =>
        data.items.length === 0 ? (
          <Muted>{homeCopy.noPenalty}</Muted>
        ) : (
          <>
            <Big>
              {homeCopy.penaltyTotal(data.totalPoint)}
              {data.items.length > PENALTIES_SHOWN ? (
                <PenaltyCount> {homeCopy.penaltyCount(data.items.length)}</PenaltyCount>
              ) : null}
            </Big>
            <Plain>
              {data.items.slice(0, PENALTIES_SHOWN).map((item) => (
                <li key={item.id}>
                  {item.reason} ({item.point}) ·{' '}
                  <Muted as="span">{formatServerTime(item.createdAt)}</Muted>
                </li>
              ))}
            </Plain>
          </>
        )
      }
    </HomeCard>
  );
}

export function SuspensionCard({ read }: CardProps<'suspension'>) {
  return (
    <HomeCard card="suspension" read={read}>
      {(data) => (
        <>
          <p style={{ margin: 0 }}>
            <Pill $tone={data.isSuspended ? 'bad' : 'ok'}>
              {data.isSuspended ? homeCopy.suspended : homeCopy.active}
            </Pill>
          </p>
          {data.isSuspended && data.reason ? <Muted>{data.reason}</Muted> : null}
          {data.isSuspended && data.endAt ? (
            <Muted>{homeCopy.suspendedUntil(formatServerTime(data.endAt))}</Muted>
          ) : null}
        </>
      )}
    </HomeCard>
  );
}

export function BalanceCard({ read }: CardProps<'balance'>) {
  return (
    <HomeCard card="balance" read={read}>
      {(data) => (
        <>
          <Big>{formatMoney(data.balance)}</Big>
          <Muted>{homeCopy.pendingWithdrawal(formatMoney(data.pendingWithdrawal))}</Muted>
          <Link to={routePaths.withdrawal}>{homeCopy.balanceLink}</Link>
        </>
      )}
    </HomeCard>
  );
}

export function OrdersCard({ read }: CardProps<'orderCounts'>) {
  return (
    <HomeCard card="orderCounts" read={read}>
      {(totals) => <OrderStatusChart totals={totals} />}
    </HomeCard>
  );
}

export function AnnouncementsCard({ read }: CardProps<'announcements'>) {
  return (
    <HomeCard card="announcements" read={read}>
      {(data) =>
        data.length === 0 ? (
          <Muted>{homeCopy.noAnnouncements}</Muted>
        ) : (
          <>
            <Plain>
              {data.map((item) => (
                <li key={item.id}>
                  <OneLine>
                    <Link to={`${routePaths.announcement}/${item.id}`} title={item.title}>
                      <strong>{item.title}</strong>
                    </Link>
                    {item.isRead ? null : <Muted as="span">· {homeCopy.unread}</Muted>}
                  </OneLine>
                  <OneLineMuted>
                    {item.categoryName} · {formatServerTime(item.publishedAt)}
                  </OneLineMuted>
                </li>
              ))}
            </Plain>
            <Link to={routePaths.announcement}>{homeCopy.seeAllAnnouncements}</Link>
          </>
        )
      }
    </HomeCard>
  );
}

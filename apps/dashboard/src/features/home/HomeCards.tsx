import { Link } from 'react-router-dom';
import { formatMoney, formatNumber } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import { useResource } from '../../platform/data/use-resource';
import { formatServerTime } from '../../platform/datetime';
import type { TenantType } from '../../platform/tenant-profile';
import { routePaths } from '../../app/route-paths';
import { homeCopy } from './copy';
import { HomeCard } from './HomeCard';
import {
  Big,
  Figures,
  Muted,
  OneLine,
  OneLineMuted,
  Pill,
  Plain,
  WideFigures,
} from './home-card-styles';
import { homeCardPlaceholders } from './HomeCardPlaceholders';
import { homeCardRead, type HomeCardName } from './home-queries';
import { OrderStatusChart } from './OrderStatusChart';

interface CardProps {
  brandId: string;
  tenant: TenantType;
}

/**
 * A card whose placeholder has the height of its answer: the answer renders as a transition,
 * which React splits into short pieces, so the cards that answer together do not block a phone's
 * main thread together. Each card has its own loading and error state; a failure stays inside it.
 */
function useHomeCard<K extends HomeCardName>(card: K, { brandId, tenant }: CardProps) {
  return useResource(homeCardRead(useApi(), { tenant, brandId }, card), { asTransition: true });
}

export function ScoreCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('scores', { brandId, tenant });
  return (
    <HomeCard
      title={homeCopy.scoreTitle}
      placeholder={homeCardPlaceholders.score}
      status={card.status}
      errorMessage={card.errorMessage}
      onRetry={card.retry}
    >
      {card.data ? (
        <WideFigures>
          {[
            { label: homeCopy.fulfillmentScore, score: card.data.fulfillment },
            { label: homeCopy.transactionScore, score: card.data.transaction },
          ].map(({ label, score }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {homeCopy.scoreOfTarget(
                  formatNumber(score.score, 1),
                  formatNumber(score.target, 1),
                )}
              </dd>
            </div>
          ))}
        </WideFigures>
      ) : null}
    </HomeCard>
  );
}

export function PerformanceCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('performance', { brandId, tenant });
  const data = card.data;
  return (
    <HomeCard
      title={homeCopy.performanceTitle}
      placeholder={homeCardPlaceholders.performance}
      status={card.status}
      errorMessage={card.errorMessage}
      onRetry={card.retry}
    >
      {data ? (
        <Figures>
          <div>
            <dt>{homeCopy.totalOrder}</dt>
            <dd>{data.totalOrder}</dd>
          </div>
          <div>
            <dt>{homeCopy.totalSales}</dt>
            <dd>{formatMoney(data.totalSales)}</dd>
          </div>
          <div>
            <dt>{homeCopy.fulfillmentRate}</dt>
            <dd>{formatNumber(data.fulfillmentRate, 1)}%</dd>
          </div>
          <div>
            <dt>{homeCopy.cancellationRate}</dt>
            <dd>{formatNumber(data.cancellationRate, 1)}%</dd>
          </div>
        </Figures>
      ) : null}
    </HomeCard>
  );
}

export function PenaltyCard({ brandId, tenant }: CardProps) {
  // The list of penalties is as tall as the brand has penalties, so its answer renders at once,
  // not as a transition: an answer that is already here then replaces the placeholder before it
  // is painted, and the cards under it do not move.
  const card = useResource(homeCardRead(useApi(), { tenant, brandId }, 'penalty'));
  const data = card.data;
  return (
    <HomeCard
      title={homeCopy.penaltyTitle}
      placeholder={homeCardPlaceholders.penalty}
      status={card.status}
      errorMessage={card.errorMessage}
      onRetry={card.retry}
    >
      {data ? (
        data.items.length === 0 ? (
          <Muted>{homeCopy.noPenalty}</Muted>
        ) : (
          <>
            <Big>{homeCopy.penaltyTotal(data.totalPoint)}</Big>
            <Plain>
              {data.items.map((item) => (
                <li key={item.id}>
                  {item.reason} ({item.point}) ·{' '}
                  <Muted as="span">{formatServerTime(item.createdAt)}</Muted>
                </li>
              ))}
            </Plain>
          </>
        )
      ) : null}
    </HomeCard>
  );
}

export function SuspensionCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('suspension', { brandId, tenant });
  const data = card.data;
  return (
    <HomeCard
      title={homeCopy.suspensionTitle}
      placeholder={homeCardPlaceholders.suspension}
      status={card.status}
      errorMessage={card.errorMessage}
      onRetry={card.retry}
    >
      {data ? (
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
      ) : null}
    </HomeCard>
  );
}

export function BalanceCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('balance', { brandId, tenant });
  const data = card.data;
  return (
    <HomeCard
      title={homeCopy.balanceTitle}
      placeholder={homeCardPlaceholders.balance}
      status={card.status}
      errorMessage={card.errorMessage}
      onRetry={card.retry}
    >
      {data ? (
        <>
          <Big>{formatMoney(data.balance)}</Big>
          <Muted>{homeCopy.pendingWithdrawal(formatMoney(data.pendingWithdrawal))}</Muted>
          <Link to="/withdrawal">{homeCopy.balanceLink}</Link>
        </>
      ) : null}
    </HomeCard>
  );
}

export function OrdersCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('orderCounts', { brandId, tenant });
  return (
    <HomeCard
      title={homeCopy.ordersTitle}
      placeholder={homeCardPlaceholders.orders}
      status={card.status}
      errorMessage={card.errorMessage}
      onRetry={card.retry}
    >
      {card.data ? <OrderStatusChart totals={card.data} /> : null}
    </HomeCard>
  );
}

export function AnnouncementsCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('announcements', { brandId, tenant });
  const data = card.data;
  return (
    <HomeCard
      title={homeCopy.announcementsTitle}
      placeholder={homeCardPlaceholders.announcements}
      status={card.status}
      errorMessage={card.errorMessage}
      onRetry={card.retry}
    >
      {data ? (
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
      ) : null}
    </HomeCard>
  );
}

import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { formatMoney, vars } from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import type { TenantType } from '../../platform/tenant-profile';
import { routePaths } from '../../app/route-paths';
import { homeCopy } from './copy';
import { HomeCard } from './HomeCard';
import { OrderStatusChart } from './OrderStatusChart';
import { useHomeCard } from './use-home-card';

interface CardProps {
  brandId: string;
  tenant: TenantType;
}

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space['300']};

  dt {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size200};
  }
  dd {
    margin: ${vars.space['050']} 0 0;
    font-size: ${vars.font.size500};
    font-weight: ${vars.font.weightSemibold};
  }
`;

const Big = styled.p`
  margin: 0;
  font-size: ${vars.font.size700};
  font-weight: ${vars.font.weightBold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space['200']};
`;

const Pill = styled.span<{ $tone: 'ok' | 'bad' }>`
  display: inline-block;
  padding: ${vars.space['050']} ${vars.space['200']};
  border-radius: ${vars.radius.full};
  font-weight: ${vars.font.weightSemibold};
  /* Status text on the plain surface: the tinted status backgrounds fall just short of 4.5:1. */
  border: 1px solid currentColor;
  background: ${vars.color.bgSurface};
  color: ${(p) => (p.$tone === 'ok' ? vars.color.textSuccess : vars.color.textDanger)};
`;

const percent = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

export function ScoreCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('scores', brandId, tenant);
  return (
    <HomeCard title={homeCopy.scoreTitle} status={card.status} errorMessage={card.errorMessage} onRetry={card.retry}>
      {card.data ? (
        <Figures>
          {[
            { label: homeCopy.fulfillmentScore, score: card.data.fulfillment },
            { label: homeCopy.transactionScore, score: card.data.transaction },
          ].map(({ label, score }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{homeCopy.scoreOfTarget(percent.format(score.score), percent.format(score.target))}</dd>
            </div>
          ))}
        </Figures>
      ) : null}
    </HomeCard>
  );
}

export function PerformanceCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('performance', brandId, tenant);
  const data = card.data;
  return (
    <HomeCard title={homeCopy.performanceTitle} status={card.status} errorMessage={card.errorMessage} onRetry={card.retry}>
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
            <dd>{percent.format(data.fulfillmentRate)}%</dd>
          </div>
          <div>
            <dt>{homeCopy.cancellationRate}</dt>
            <dd>{percent.format(data.cancellationRate)}%</dd>
          </div>
        </Figures>
      ) : null}
    </HomeCard>
  );
}

export function PenaltyCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('penalty', brandId, tenant);
  const data = card.data;
  return (
    <HomeCard title={homeCopy.penaltyTitle} status={card.status} errorMessage={card.errorMessage} onRetry={card.retry}>
      {data ? (
        data.items.length === 0 ? (
          <Muted>{homeCopy.noPenalty}</Muted>
        ) : (
          <>
            <Big>{homeCopy.penaltyTotal(data.totalPoint)}</Big>
            <Plain>
              {data.items.map((item) => (
                <li key={item.id}>
                  {item.reason} ({item.point}) · <Muted as="span">{formatServerTime(item.createdAt)}</Muted>
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
  const card = useHomeCard('suspension', brandId, tenant);
  const data = card.data;
  return (
    <HomeCard title={homeCopy.suspensionTitle} status={card.status} errorMessage={card.errorMessage} onRetry={card.retry}>
      {data ? (
        <>
          <p style={{ margin: 0 }}>
            <Pill $tone={data.isSuspended ? 'bad' : 'ok'}>{data.isSuspended ? homeCopy.suspended : homeCopy.active}</Pill>
          </p>
          {data.isSuspended && data.reason ? <Muted>{data.reason}</Muted> : null}
          {data.isSuspended && data.endAt ? <Muted>{homeCopy.suspendedUntil(formatServerTime(data.endAt))}</Muted> : null}
        </>
      ) : null}
    </HomeCard>
  );
}

export function BalanceCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('balance', brandId, tenant);
  const data = card.data;
  return (
    <HomeCard title={homeCopy.balanceTitle} status={card.status} errorMessage={card.errorMessage} onRetry={card.retry}>
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
  const card = useHomeCard('orderCounts', brandId, tenant);
  return (
    <HomeCard title={homeCopy.ordersTitle} status={card.status} errorMessage={card.errorMessage} onRetry={card.retry}>
      {card.data ? <OrderStatusChart totals={card.data} /> : null}
    </HomeCard>
  );
}

export function AnnouncementsCard({ brandId, tenant }: CardProps) {
  const card = useHomeCard('announcements', brandId, tenant);
  const data = card.data;
  return (
    <HomeCard title={homeCopy.announcementsTitle} status={card.status} errorMessage={card.errorMessage} onRetry={card.retry}>
      {data ? (
        data.length === 0 ? (
          <Muted>{homeCopy.noAnnouncements}</Muted>
        ) : (
          <>
            <Plain>
              {data.map((item) => (
                <li key={item.id}>
                  <Link to={`${routePaths.announcement}/${item.id}`}>
                    <strong>{item.title}</strong>
                  </Link>
                  {item.isRead ? null : <Muted as="span"> · {homeCopy.unread}</Muted>}
                  <Muted>
                    {item.categoryName} · {formatServerTime(item.publishedAt)}
                  </Muted>
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

import type { ReactNode } from 'react';
import { Skeleton } from '@seller/design-system';
import { Big, Figures, Muted, Pill, Plain, WideFigures } from './home-card-styles';
import { announcementsOnHome, type HomeCardName } from '../home-queries';
import { ActionQueuePlaceholder } from './ActionQueuePlaceholder';
import { OrderStatusChartPlaceholder } from './OrderStatusChart';

/*
 * What each home card shows while its call is on its way: its content's lines, drawn with the
 * card's own styles, so the card keeps its height when the data arrives and the cards below do
 * not move. Where the height depends on the data (penalties, a suspension's reason, long titles),
 * the placeholder takes the common case. HomeCard hides it from assistive technology.
 */

const line = (width: string) => <Skeleton shape="line" width={width} />;

function FigurePlaceholders({ count, wide = false }: { count: number; wide?: boolean }) {
  const Grid = wide ? WideFigures : Figures;
  return (
    <Grid>
      {Array.from({ length: count }, (_, index) => (
        <div key={index}>
          <dt>{line('70%')}</dt>
          <dd>{line('55%')}</dd>
        </div>
      ))}
    </Grid>
  );
}

export const homeCardPlaceholders: Record<HomeCardName, ReactNode> = {
  actions: <ActionQueuePlaceholder />,
  balance: (
    <>
      <Big>{line('60%')}</Big>
      <Muted>{line('85%')}</Muted>
      {line('35%')}
    </>
  ),
  scores: <FigurePlaceholders count={2} wide />,
  suspension: (
    <p style={{ margin: 0 }}>
      <Pill as="span" $tone="ok" data-placeholder="">
        {line('3.5em')}
      </Pill>
    </p>
  ),
  penalty: <Muted>{line('75%')}</Muted>,
  performance: <FigurePlaceholders count={4} />,
  orderCounts: <OrderStatusChartPlaceholder />,
  announcements: (
    <>
      <Plain as="div">
        {Array.from({ length: announcementsOnHome }, (_, index) => (
          <div key={index}>
            {line('85%')}
            {line('45%')}
          </div>
        ))}
      </Plain>
      {line('40%')}
    </>
  ),
};

import { formatNumber } from '@seller/design-system';
import { actionCounts, actionHref } from '../action-links';
import { homeCopy } from '../copy';
import { HomeCard, type HomeCardRead } from './HomeCard';
import { Muted } from './home-card-styles';
import { Count, Counts } from './ActionQueuePlaceholder';

/**
 * 'Perlu tindakan': what waits for the seller, each count a link to the list of exactly those.
 * A late order or a question left a day is urgent; a count of 0 stays, so the tiles do not move.
 */
export function ActionQueueCard({ read }: { read: HomeCardRead<'actions'> }) {
  return (
    <HomeCard card="actions" read={read}>
      {(data) => (
        <>
          <Counts aria-label={homeCopy.actionsLabel}>
            {actionCounts.map((name) => (
              <li key={name}>
                <Count
                  to={actionHref[name]}
                  $urgent={data[name] > 0 && (name === 'late' || name === 'unansweredQuestions')}
                  data-count={name}
                >
                  <strong>{formatNumber(data[name])}</strong> <span>{homeCopy.actions[name]}</span>
                </Count>
              </li>
            ))}
          </Counts>
          {actionCounts.every((name) => data[name] === 0) ? (
            <Muted>{homeCopy.nothingToDo}</Muted>
          ) : null}
        </>
      )}
    </HomeCard>
  );
}

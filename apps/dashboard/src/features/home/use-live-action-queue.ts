import { useEffect } from 'react';
import { useApi } from '../../platform/api-context';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { onPush } from '../../platform/push-events';
import { homeCardKey, type HomeScope } from './home-queries';

/**
 * Keeps 'Perlu tindakan' live on the push channel the badges use: a new order, question or
 * withdrawal step asks for the counts again (one call per burst, onPush debounces).
 */
export function useLiveActionQueue(scope: HomeScope | null): void {
  const api = useApi();
  useEffect(() => {
    if (!scope) return undefined;
    return onPush(['order', 'question', 'withdrawal'], () => {
      void refreshAnswers(queryClientOf(api), homeCardKey(scope, 'actions'));
    });
  }, [api, scope]);
}

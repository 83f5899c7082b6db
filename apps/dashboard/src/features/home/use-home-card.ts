import { useDeferredValue, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { asyncResourceMachine, type AsyncResourceLoadInput } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import type { TenantType } from '../../platform/tenant-profile';
import { takeStartedRequest } from './home-calls';
import { homeRequests, type HomeCardData, type HomeCardName } from './home-requests';
import { inspect } from '../../platform/machine-inspector';

interface CardParams {
  brandId: string;
  tenant: TenantType;
}

export interface HomeCardState<T> {
  status: 'loading' | 'success' | 'error';
  data: T | null;
  errorMessage: string | null;
  retry: () => void;
}

/**
 * One home card bound to its own asyncResource actor: loading, success or error per card, the
 * last brand wins when the seller switches quickly, and a failure stays inside its card.
 */
export function useHomeCard<K extends HomeCardName>(
  card: K,
  brandId: string,
  tenant: TenantType,
  { steadyHeight = true }: { steadyHeight?: boolean } = {},
): HomeCardState<HomeCardData<K>> {
  const api = useApi();
  const machine = useMemo(
    () =>
      asyncResourceMachine.provide({
        actors: {
          load: fromPromise<unknown, AsyncResourceLoadInput>(({ input }) => {
            const params = input.params as CardParams;
            return (
              takeStartedRequest(params.brandId, card) ?? homeRequests(api, params.tenant, params.brandId)[card]()
            );
          }),
        },
      }),
    [api, card],
  );
  const actor = useActorRef(machine, { inspect, input: { params: { brandId, tenant } satisfies CardParams } });
  useEffect(() => {
    const current = actor.getSnapshot().context.params as CardParams | null;
    if (current?.brandId === brandId && current.tenant === tenant) return;
    actor.send({ type: 'resource.load', params: { brandId, tenant } satisfies CardParams });
  }, [actor, brandId, tenant]);
  const answer = {
    status: useSelector(actor, (snapshot) => (snapshot.matches('success') ? 'success' : snapshot.matches('error') ? 'error' : 'loading')),
    data: useSelector(actor, (snapshot) => snapshot.context.data as HomeCardData<K> | null),
    errorMessage: useSelector(actor, (snapshot) => snapshot.context.errorMessage),
  } as const;
  // A machine's update renders at once and in one piece (React cannot interrupt a store update);
  // a card whose placeholder has the height of its answer renders the answer as a deferred update
  // instead, which React splits into short pieces, so the cards that answer together do not block
  // a phone's main thread together. A card whose height is its data's renders at once: an answer
  // that is already here then replaces the placeholder before it is painted, and nothing moves.
  const deferred = {
    status: useDeferredValue(answer.status),
    data: useDeferredValue(answer.data),
    errorMessage: useDeferredValue(answer.errorMessage),
  };
  const { status, data, errorMessage } = steadyHeight ? deferred : answer;
  return { status, data, errorMessage, retry: () => actor.send({ type: 'resource.retry' }) };
}

import { useEffect, useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { asyncResourceMachine, type AsyncResourceLoadInput } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import type { TenantType } from '../../platform/tenant-profile';
import { useTransitionSelector } from '../../platform/use-transition-selector';
import { peekStartedAnswer, takeStartedRequest } from './home-calls';
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

type CardActor = ActorRefFrom<typeof asyncResourceMachine>;
type CardSnapshot = ReturnType<CardActor['getSnapshot']>;

const selectStatus = (snapshot: CardSnapshot): HomeCardState<unknown>['status'] =>
  snapshot.matches('success') ? 'success' : snapshot.matches('error') ? 'error' : 'loading';
const selectData = (snapshot: CardSnapshot) => snapshot.context.data;
const selectErrorMessage = (snapshot: CardSnapshot) => snapshot.context.errorMessage;

/**
 * One home card's asyncResource actor: loading, success or error per card, the last brand wins
 * when the seller switches quickly, and a failure stays inside its card.
 */
function useHomeCardActor(card: HomeCardName, brandId: string, tenant: TenantType): CardActor {
  const api = useApi();
  const machine = useMemo(
    () =>
      asyncResourceMachine.provide({
        actors: {
          load: fromPromise<unknown, AsyncResourceLoadInput>(({ input }) => {
            const params = input.params as CardParams;
            return (
              takeStartedRequest(params.brandId, card) ??
              homeRequests(api, params.tenant, params.brandId)[card]()
            );
          }),
        },
      }),
    [api, card],
  );
  const actor = useActorRef(machine, {
    inspect,
    input: { params: { brandId, tenant } satisfies CardParams },
  });
  useEffect(() => {
    const current = actor.getSnapshot().context.params as CardParams | null;
    if (current?.brandId === brandId && current.tenant === tenant) return;
    actor.send({ type: 'resource.load', params: { brandId, tenant } satisfies CardParams });
  }, [actor, brandId, tenant]);
  return actor;
}

/**
 * The answer the entry's call for this card brought before the card mounted, shown until the
 * card's actor has one of its own: without it the first paint held a placeholder the answer
 * replaced a frame later, and a card whose height is its data's moved the cards under it.
 */
function useEarlyAnswer(
  card: HomeCardName,
  brandId: string,
  status: HomeCardState<unknown>['status'],
) {
  const [early, setEarly] = useState(() => {
    const answer = peekStartedAnswer(brandId, card);
    return answer ? { brandId, data: answer.value } : null;
  });
  const current = early !== null && early.brandId === brandId && status === 'loading';
  // Once the actor has answered, or the brand changed, the early answer has done its job.
  if (early !== null && !current) setEarly(null);
  return current ? early.data : undefined;
}

/** The card's state, or the early answer while the actor still loads it. */
function withEarlyAnswer<K extends HomeCardName>(
  state: HomeCardState<HomeCardData<K>>,
  early: unknown,
): HomeCardState<HomeCardData<K>> {
  return early === undefined
    ? state
    : { ...state, status: 'success', data: early as HomeCardData<K>, errorMessage: null };
}

/**
 * A card whose placeholder has the height of its answer: the answer renders as a transition,
 * which React splits into short pieces, so the cards that answer together do not block a phone's
 * main thread together (use-transition-selector.ts).
 */
export function useHomeCard<K extends HomeCardName>(
  card: K,
  brandId: string,
  tenant: TenantType,
): HomeCardState<HomeCardData<K>> {
  const actor = useHomeCardActor(card, brandId, tenant);
  const state: HomeCardState<HomeCardData<K>> = {
    status: useTransitionSelector(actor, selectStatus),
    data: useTransitionSelector(actor, selectData) as HomeCardData<K> | null,
    errorMessage: useTransitionSelector(actor, selectErrorMessage),
    retry: () => actor.send({ type: 'resource.retry' }),
  };
  return withEarlyAnswer(state, useEarlyAnswer(card, brandId, state.status));
}

/**
 * A card whose height is its data's renders its answer at once: an answer that is already here
 * then replaces the placeholder before it is painted, and nothing moves.
 */
export function usePromptHomeCard<K extends HomeCardName>(
  card: K,
  brandId: string,
  tenant: TenantType,
): HomeCardState<HomeCardData<K>> {
  const actor = useHomeCardActor(card, brandId, tenant);
  const state: HomeCardState<HomeCardData<K>> = {
    status: useSelector(actor, selectStatus),
    data: useSelector(actor, selectData) as HomeCardData<K> | null,
    errorMessage: useSelector(actor, selectErrorMessage),
    retry: () => actor.send({ type: 'resource.retry' }),
  };
  return withEarlyAnswer(state, useEarlyAnswer(card, brandId, state.status));
}

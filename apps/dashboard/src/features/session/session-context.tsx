import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, ActorRefFrom, InputFrom, SnapshotFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { sessionMachine } from '@seller/machines';

type SessionLogic = typeof sessionMachine;
export type SessionActor = ActorRefFrom<SessionLogic>;
type SessionSnapshot = SnapshotFrom<SessionLogic>;
type SessionOptions = ActorOptions<SessionLogic> & { input: InputFrom<SessionLogic> };

const ActorContext = createContext<SessionActor | null>(null);

type ProviderProps = { children: ReactNode } & (
  { actor: SessionActor } | { logic?: SessionLogic; options: SessionOptions }
);

/**
 * Hands the session actor down: the app's own, started before React renders (render-app.tsx),
 * so a reload's first render already knows whether the seller is signed in; or, in tests and
 * stories, one the provider creates from `logic` and starts once mounted.
 */
function Provider(props: ProviderProps) {
  if ('actor' in props)
    return <ActorContext.Provider value={props.actor}>{props.children}</ActorContext.Provider>;
  return (
    <OwnActor logic={props.logic ?? sessionMachine} options={props.options}>
      {props.children}
    </OwnActor>
  );
}

function OwnActor({
  logic,
  options,
  children,
}: {
  logic: SessionLogic;
  options: SessionOptions;
  children: ReactNode;
}) {
  const actor = useActorRef(logic, options);
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

function useSessionActor(): SessionActor {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('The session is read outside SessionContext.Provider.');
  return actor;
}

/**
 * The one session actor of the app. The real effects are bound where the app starts
 * (`provideSessionMachine`); components read slices with `SessionContext.useSelector`.
 */
export const SessionContext = {
  Provider,
  useActorRef: useSessionActor,
  useSelector<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useSessionActor(), selector, compare);
  },
};

export function useSessionSend() {
  return SessionContext.useActorRef().send;
}

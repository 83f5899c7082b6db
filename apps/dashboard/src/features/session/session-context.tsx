import { createActorContext } from '@xstate/react';
import { sessionMachine } from '@seller/machines';

/**
 * The one session actor of the app. The real effects are bound where the app starts
 * (`provideSessionMachine`); components read slices with `SessionContext.useSelector`.
 */
export const SessionContext = createActorContext(sessionMachine);

export function useSessionSend() {
  return SessionContext.useActorRef().send;
}

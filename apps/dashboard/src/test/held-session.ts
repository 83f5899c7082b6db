import { fromPromise } from 'xstate';
import { sessionMachine } from '@seller/machines';

const pending = () => fromPromise(() => new Promise<never>(() => {}));

/**
 * A session that stays where it starts: its calls never answer. A route test gives it a stored
 * brand (and user) as input; the page under test only reads those from it.
 */
export const heldSessionMachine = sessionMachine.provide({
  actors: {
    requestPasswordToken: pending(),
    loginTenant: pending(),
    fetchProfile: pending(),
    fetchSessionData: pending(),
    fetchBrandData: pending(),
  } as never,
});

import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/**
 * How the graph tools drive one machine: the concrete events to try in each state
 * (including actor completions and delays, which never fire on their own during traversal)
 * and a state key that leaves growing context out, so traversal terminates.
 */
export interface MachineModel {
  name: string;
  machine: AnyStateMachine;
  /** Start conditions: one traversal per input, coverage is their union. */
  inputs: readonly unknown[];
  events: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

/** The event XState sends when the named invoked actor resolves. */
export const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

/** The event XState sends when the named invoked actor rejects. */
export const failed = (id: string, error: unknown = new Error('Gagal')): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

/** The event XState sends when a named delay of the state with this id elapses. */
export const after = (delay: string, stateId: string): AnyEventObject => ({
  type: `xstate.after.${delay}.${stateId}`,
});

/** A state key made of the state value plus the named context facts that steer guards. */
export const keyOf =
  (facts: (snapshot: AnyMachineSnapshot) => unknown = () => null) =>
  (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify([snapshot.value, snapshot.status, facts(snapshot)]);

import { fromCallback } from 'xstate';
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
  /** Also replay every simple path (only for graphs small enough). */
  simplePaths?: boolean;
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

/**
 * The machine with every actor replaced by one that never settles, so only explicit events
 * (including the model's actor results) move it.
 */
export function withSilentActors(machine: AnyStateMachine): AnyStateMachine {
  const silent = fromCallback(() => {});
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((key) => [key, silent]),
  );
  return machine.provide({ actors });
}

/** The events of a model that the state accepts now. */
export function enabledEvents(model: MachineModel, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  // Unhandled actor errors would fail the whole machine, so only accepted events are offered.
  return model.events(snapshot).filter((event) => snapshot.can(event));
}

/** A stable, unique label per model event: the type, numbered when the type repeats. */
export function eventLabel(
  model: MachineModel,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): string {
  const all = model.events(snapshot);
  const sameType = all.filter((candidate) => candidate.type === event.type);
  if (sameType.length === 1) return event.type;
  const index = sameType.findIndex(
    (candidate) => JSON.stringify(candidate) === JSON.stringify(event),
  );
  return `${event.type} #${index + 1}`;
}

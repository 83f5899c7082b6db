import { createActor, SimulatedClock } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { enabledEvents, withSilentActors } from '../models/model';
import type { MachineModel } from '../models/model';

/**
 * Live actors for replay: every actor becomes one that never settles and delays never
 * elapse on the simulated clock, so only the path's own events move the machine.
 */
function replayActor(model: MachineModel, input: unknown): AnyActorRef {
  return createActor(withSilentActors(model.machine), {
    input,
    clock: new SimulatedClock(),
  } as never).start();
}

/**
 * Model-based tests: the shortest path to every distinct state (per `serializeState`) is
 * replayed on a live actor, and after each step the live state must equal the state the
 * graph predicted. (`createTestModel` refuses machines with invocations or delays, so the
 * paths come from `getShortestPaths` and the replay is done here.)
 */
export function describeShortestPaths(model: MachineModel): void {
  model.inputs.forEach((input, inputIndex) => {
    const paths = getShortestPaths(model.machine, {
      input,
      events: (s: AnyMachineSnapshot) => enabledEvents(model, s),
      serializeState: (s: AnyMachineSnapshot) => model.serializeState(s),
    });

    describe(`${model.name} shortest paths from start ${inputIndex + 1} ${JSON.stringify(input)}`, () => {
      it('finds a path to every distinct state', () => {
        expect(paths.length).toBeGreaterThan(0);
      });
      paths.forEach((path, index) => {
        const route = path.steps.map((step) => step.event.type).join(' → ') || '(start)';
        it(`#${index} ${route} ⇒ ${JSON.stringify(path.state.value)}`, () => {
          const actor = replayActor(model, input);
          for (const step of path.steps) {
            if (step.event.type !== 'xstate.init') actor.send(step.event);
            expect(actor.getSnapshot().value).toEqual(step.state.value);
            expect(actor.getSnapshot().status).toBe(step.state.status);
          }
          expect(actor.getSnapshot().value).toEqual(path.state.value);
          actor.stop();
        });
      });
    });
  });
}

import { createActor, fromCallback, SimulatedClock } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { MachineModel } from './model';

/**
 * Live actors for replay: every actor becomes one that never settles and delays never
 * elapse on the simulated clock, so only the path's own events move the machine.
 */
function replayActor(model: MachineModel): AnyActorRef {
  const silent = fromCallback(() => {});
  const actors = Object.fromEntries(Object.keys(model.machine.implementations.actors).map((key) => [key, silent]));
  const machine = model.machine.provide({ actors });
  return createActor(machine, { input: model.input, clock: new SimulatedClock() } as never).start();
}

/**
 * Model-based tests: every shortest path to every distinct state is replayed on a live
 * actor, and after each step the live state must equal the state the graph predicted.
 */
export function describeShortestPaths(model: MachineModel): void {
  const testModel = createTestModel(model.machine, {
    input: model.input,
    events: (s: AnyMachineSnapshot) => model.events(s),
    serializeState: (s: AnyMachineSnapshot) => model.serializeState(s),
  });
  const paths = testModel.getShortestPaths();

  describe(`${model.name} shortest paths`, () => {
    it('reaches more than the initial state', () => {
      expect(paths.length).toBeGreaterThan(1);
    });
    paths.forEach((path, index) => {
      it(`#${index} ${path.description}`, async () => {
        const actor = replayActor(model);
        await path.test({
          events: new Proxy(
            {},
            { get: () => (step: { event: Parameters<AnyActorRef['send']>[0] }) => actor.send(step.event) },
          ),
          states: {
            '*': (expected: AnyMachineSnapshot) => {
              expect(actor.getSnapshot().value).toEqual(expected.value);
              expect(actor.getSnapshot().status).toBe(expected.status);
            },
          },
        });
        actor.stop();
      });
    });
  });
}

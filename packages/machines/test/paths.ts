import { createActor, SimulatedClock } from 'xstate';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { createTestModel, getShortestPaths, getSimplePaths } from 'xstate/graph';
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

const generators = { shortest: getShortestPaths, simple: getSimplePaths };

/**
 * Model-based tests: the paths `xstate/graph` finds to every distinct state (per
 * `serializeState`) are replayed on a live actor, and after each step the live state must
 * equal what the graph predicted. Context is not compared: the graph keeps one representative
 * snapshot per state key, and the key leaves most context out on purpose. (`createTestModel`
 * refuses machines with invocations or delays, so the replay is done here.)
 */
export function describePaths(model: MachineModel, kind: keyof typeof generators): void {
  model.inputs.forEach((input, inputIndex) => {
    const paths = generators[kind](model.machine, {
      input,
      events: (s: AnyMachineSnapshot) => enabledEvents(model, s),
      serializeState: (s: AnyMachineSnapshot) => model.serializeState(s),
    });

    describe(`${model.name} ${kind} paths from start ${inputIndex + 1} ${JSON.stringify(input)}`, () => {
      it('finds paths to walk', () => {
        expect(paths.length).toBeGreaterThan(0);
      });
      paths.forEach((path, index) => {
        const route = path.steps.map((step) => step.event.type).join(' → ');
        it(`#${index} ${route} ⇒ ${JSON.stringify(path.state.value)}`, () => {
          const actor = replayActor(model, input);
          for (const step of path.steps) {
            if (step.event.type !== 'xstate.init') actor.send(step.event);
            const live = actor.getSnapshot();
            expect(live.value).toEqual(step.state.value);
            expect(live.status).toBe(step.state.status);
          }
          actor.stop();
        });
      });
    });
  });
}

/** Whether `createTestModel` accepts the machine: it refuses invocations and delays. */
export function suitsTestModel(model: MachineModel): boolean {
  const nodes = (node: AnyStateNode): AnyStateNode[] => [
    node,
    ...Object.values(node.states).flatMap(nodes),
  ];
  return nodes(model.machine.root).every(
    (node) => node.invoke.length === 0 && node.after.length === 0,
  );
}

/**
 * The same check through `createTestModel`, the test-model API of `xstate/graph`, for the
 * machines it accepts: each path's steps are sent to a live actor and every state is compared.
 */
export function describeTestModelPaths(model: MachineModel): void {
  model.inputs.forEach((input, inputIndex) => {
    const testModel = createTestModel(model.machine, {
      input,
      events: (s: AnyMachineSnapshot) => enabledEvents(model, s),
      serializeState: (s: AnyMachineSnapshot) => model.serializeState(s),
    });
    describe(`${model.name} test model from start ${inputIndex + 1}`, () => {
      testModel.getShortestPaths().forEach((path) => {
        it(path.description, async () => {
          const actor = replayActor(model, input);
          await path.test({
            events: new Proxy(
              {},
              { get: () => (step: { event: AnyEventObject }) => actor.send(step.event) },
            ),
            states: {
              '*': (expected: AnyMachineSnapshot) =>
                expect(actor.getSnapshot().value).toEqual(expected.value),
            },
          });
          expect(actor.getSnapshot().value).toEqual(path.state.value);
          actor.stop();
        });
      });
    });
  });
}

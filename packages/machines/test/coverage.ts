import { createEmptyActor } from 'xstate';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateNode,
  AnyTransitionDefinition,
} from 'xstate';
import type { AdjacencyValue } from 'xstate/graph';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';
import { guardName } from '../models/describe';
import { enabledEvents } from '../models/model';
import type { MachineModel } from '../models/model';

export interface CoverageReport {
  name: string;
  statesReached: number;
  statesTotal: number;
  transitionsTaken: number;
  transitionsTotal: number;
  missedStates: string[];
  missedTransitions: string[];
}

/** Every transition a state node declares: events, delays, actor completions and eventless ones. */
function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function describeTransition(t: AnyTransitionDefinition): string {
  const guard = t.guard ? ` [${guardName(t.guard)}]` : '';
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType || 'always'}${guard}--> ${targets}`;
}

/**
 * Only events a state accepts (`snapshot.can`) are tried, so a transition with neither a target
 * nor actions would never count as taken; the machines declare none.
 *
 * Walks the machine's reachable graph with `xstate/graph` and replays every edge while
 * listening to the microsteps, so each transition definition that fired is counted.
 */
export function measureCoverage(model: MachineModel): CoverageReport {
  const { machine } = model;
  const nodes = getStateNodes(machine.root);
  const allTransitions = [machine.root, ...nodes].flatMap(transitionsOf);

  const taken = new Set<AnyTransitionDefinition>();
  const reached = new Set<AnyStateNode>();
  const listener = createEmptyActor();
  listener.system.inspect((event) => {
    if (event.type === '@xstate.microstep') {
      const step = event as unknown as {
        _transitions: AnyTransitionDefinition[];
        snapshot: AnyMachineSnapshot;
      };
      for (const t of step._transitions) {
        taken.add(t);
        // A transition fires only while its source is active, which also covers transient initial states.
        reached.add(t.source);
      }
      // Eventless (transient) states exist only inside a macrostep, so they are counted here.
      for (const node of step.snapshot._nodes) reached.add(node);
    }
  });
  const scope = {
    self: listener,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system: listener.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };

  const markReached = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) reached.add(node);
  };
  for (const input of model.inputs) {
    // The initial snapshot may already have taken eventless transitions.
    markReached(machine.getInitialSnapshot(scope as never, input));
    const adjacency = getAdjacencyMap(machine, {
      input,
      events: (s: AnyMachineSnapshot) => enabledEvents(model, s),
      serializeState: (s: AnyMachineSnapshot) => model.serializeState(s),
    });
    for (const { state, transitions } of Object.values(adjacency) as AdjacencyValue<
      AnyMachineSnapshot,
      AnyEventObject
    >[]) {
      markReached(state);
      for (const { event } of Object.values(transitions)) {
        markReached(machine.transition(state, event, scope as never));
      }
    }
  }

  return {
    name: model.name,
    statesReached: nodes.filter((n) => reached.has(n)).length,
    statesTotal: nodes.length,
    transitionsTaken: allTransitions.filter((t) => taken.has(t)).length,
    transitionsTotal: allTransitions.length,
    missedStates: nodes.filter((n) => !reached.has(n)).map((n) => n.id),
    missedTransitions: allTransitions.filter((t) => !taken.has(t)).map(describeTransition),
  };
}

/** The per-machine table the coverage run prints. */
export function formatCoverageTable(reports: CoverageReport[]): string {
  const pct = (a: number, b: number) =>
    (b === 0 ? 100 : (100 * a) / b).toFixed(0).padStart(3) + ' %';
  const header = 'machine'.padEnd(22) + 'states'.padEnd(18) + 'transitions';
  const rows = reports.map(
    (r) =>
      r.name.padEnd(22) +
      `${r.statesReached}/${r.statesTotal} ${pct(r.statesReached, r.statesTotal)}`.padEnd(18) +
      `${r.transitionsTaken}/${r.transitionsTotal} ${pct(r.transitionsTaken, r.transitionsTotal)}`,
  );
  return [header, ...rows].join('\n');
}

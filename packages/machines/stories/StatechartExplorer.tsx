import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { SimulatedClock } from 'xstate';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { transitionLabel } from '../models/describe';
import { enabledEvents, eventLabel, withSilentActors } from '../models/model';
import type { MachineModel } from '../models/model';

export interface StatechartExplorerProps {
  /** The machine with its sample events and start inputs. */
  model: MachineModel;
  /** Which of the model's start inputs to begin from. */
  inputIndex?: number;
}

const colours = {
  text: '#1f2937',
  muted: '#374151',
  border: '#6b7280',
  activeBackground: '#1e3a8a',
  activeText: '#ffffff',
};

function targetsOf(node: AnyStateNode): string[] {
  const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  return transitions.map((transition) => {
    const targets = (transition.target ?? []) as AnyStateNode[];
    const where = targets.length ? targets.map((target) => target.key).join(', ') : '(tetap)';
    return `${transitionLabel(transition)} → ${where}`;
  });
}

function StateBox({ node, active }: { node: AnyStateNode; active: ReadonlySet<string> }) {
  const isActive = active.has(node.id);
  const children = Object.values(node.states) as AnyStateNode[];
  const transitions = targetsOf(node);
  return (
    <li style={{ listStyle: 'none', margin: '6px 0' }}>
      <div
        aria-current={isActive ? 'true' : undefined}
        data-state-id={node.id}
        style={{
          border: `${isActive ? 3 : 1}px solid ${isActive ? colours.activeBackground : colours.border}`,
          borderRadius: 8,
          padding: 8,
          color: colours.text,
          background: '#ffffff',
        }}
      >
        <div
          style={{
            display: 'inline-block',
            padding: '2px 8px',
            borderRadius: 4,
            fontWeight: 600,
            background: isActive ? colours.activeBackground : 'transparent',
            color: isActive ? colours.activeText : colours.text,
          }}
        >
          {node.key}
          {node.type === 'parallel' ? ' (paralel)' : ''}
          {node.type === 'final' ? ' (akhir)' : ''}
          {isActive ? ' — aktif' : ''}
        </div>
        {transitions.length > 0 && (
          <ul
            aria-label={`Transisi dari ${node.key}`}
            style={{ margin: '4px 0', paddingLeft: 18, color: colours.muted, fontSize: 13 }}
          >
            {transitions.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
        {children.length > 0 && (
          <ul aria-label={`Keadaan di dalam ${node.key}`} style={{ paddingLeft: 16, margin: 0 }}>
            {children.map((child) => (
              <StateBox key={child.id} node={child} active={active} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** The event's data next to its button, so numbered events of one type can be told apart. */
function PayloadHint({
  model,
  label,
  snapshotOf,
}: {
  model: MachineModel;
  label: string;
  snapshotOf: () => AnyMachineSnapshot;
}) {
  const snapshot = snapshotOf();
  const event = model
    .events(snapshot)
    .find((candidate) => eventLabel(model, snapshot, candidate) === label);
  if (!event) return null;
  const { type: _type, ...payload } = event;
  if (Object.keys(payload).length === 0) return null;
  const text = JSON.stringify(payload, (_key, value: unknown) =>
    value instanceof Error ? value.message : value,
  );
  return (
    <code
      style={{
        display: 'block',
        fontSize: 11,
        color: colours.muted,
        maxWidth: 280,
        overflowWrap: 'anywhere',
      }}
    >
      {text.length > 90 ? `${text.slice(0, 89)}…` : text}
    </code>
  );
}

/**
 * Draws a machine's statechart from its definition and lets a reader send the events the
 * current state accepts. Actors never settle and delays never elapse here: their results and
 * timers are buttons too, so every branch can be walked by hand.
 */
export function StatechartExplorer({ model, inputIndex = 0 }: StatechartExplorerProps) {
  const machine = useMemo(() => withSilentActors(model.machine), [model]);
  const clock = useMemo(() => new SimulatedClock(), []);
  const actorRef = useActorRef(machine, { input: model.inputs[inputIndex], clock } as never);
  const valueText = useSelector(actorRef, (snapshot) => JSON.stringify(snapshot.value));
  const status = useSelector(actorRef, (snapshot) => snapshot.status);
  const activeIds = useSelector(actorRef, (snapshot) =>
    snapshot._nodes.map((node) => node.id).join(' '),
  );
  const labels = useSelector(actorRef, (snapshot) =>
    enabledEvents(model, snapshot)
      .map((event) => eventLabel(model, snapshot, event))
      .join('\n'),
  );
  const active = useMemo(() => new Set(activeIds.split(' ')), [activeIds]);

  const send = (label: string) => {
    const snapshot = actorRef.getSnapshot();
    const event = enabledEvents(model, snapshot).find(
      (candidate) => eventLabel(model, snapshot, candidate) === label,
    );
    if (event) actorRef.send(event);
  };

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', color: colours.text, maxWidth: 960 }}>
      <h1 style={{ fontSize: 22 }}>Mesin {model.machine.id}</h1>
      <p>
        Keadaan aktif: <output aria-label="Keadaan aktif">{valueText}</output> ({status})
      </p>
      <h2 style={{ fontSize: 18 }}>Event yang bisa dikirim</h2>
      {labels ? (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0 }}>
          {labels.split('\n').map((label) => (
            <li key={label} style={{ listStyle: 'none' }}>
              <button type="button" onClick={() => send(label)}>
                {label}
              </button>
              <PayloadHint model={model} label={label} snapshotOf={() => actorRef.getSnapshot()} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Tidak ada event yang diterima di keadaan ini.</p>
      )}
      <h2 style={{ fontSize: 18 }}>Diagram keadaan</h2>
      <ul aria-label={`Diagram keadaan ${model.machine.id}`} style={{ padding: 0 }}>
        <StateBox node={model.machine.root} active={active} />
      </ul>
    </main>
  );
}

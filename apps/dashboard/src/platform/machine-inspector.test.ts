import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createInspectionRelay, inspect, inspectorRequested } from './machine-inspector';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('machine inspector opt-in', () => {
  it('is off unless asked for, on with ?inspect for the rest of the tab, off again with ?inspect=off', () => {
    const storage = memoryStorage();
    expect(inspectorRequested('', undefined, storage)).toBe(false);
    expect(inspectorRequested('?inspect', undefined, storage)).toBe(true);
    expect(inspectorRequested('?page=2', undefined, storage)).toBe(true);
    expect(inspectorRequested('?inspect=off', undefined, storage)).toBe(false);
    expect(inspectorRequested('', undefined, storage)).toBe(false);
  });

  it('is on for a dev server started with VITE_INSPECT=1', () => {
    expect(inspectorRequested('', '1', memoryStorage())).toBe(true);
  });

  it('is not attached to any actor when nobody opted in', () => {
    expect(inspect).toBeUndefined();
  });

  it('hands the inspector every event of a live actor, the ones from before it loaded first', async () => {
    const received: InspectionEvent[] = [];
    let ready!: (forward: (event: InspectionEvent) => void) => void;
    const relay = createInspectionRelay(() => new Promise((resolve) => (ready = resolve)));
    const toggle = createMachine({
      id: 'toggle',
      initial: 'off',
      states: { off: { on: { flip: 'on' } }, on: {} },
    });
    const actor = createActor(toggle, { inspect: relay }).start();
    actor.send({ type: 'flip' });
    expect(received).toHaveLength(0);

    ready((event) => received.push(event));
    await Promise.resolve();
    actor.send({ type: 'unknown' });
    const types = received.map((event) => event.type);
    expect(types[0]).toBe('@xstate.actor');
    expect(
      received
        .filter((event) => event.type === '@xstate.event')
        .map((event) => (event as { event: { type: string } }).event.type),
    ).toEqual(['xstate.init', 'flip', 'unknown']);
    expect(
      received.some(
        (event) =>
          event.type === '@xstate.snapshot' &&
          (event as { snapshot: { value?: unknown } }).snapshot.value === 'on',
      ),
    ).toBe(true);
  });
});

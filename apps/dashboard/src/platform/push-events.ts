/**
 * Live badges (push): the tiny, always-loaded half. The connection itself (push-channel.ts)
 * arrives in its own chunk after the first render and reports here; the views that show counts
 * subscribe here without pulling the connection code into their chunks.
 */
export type PushEventType = 'notification' | 'order' | 'question' | 'withdrawal';

export const pushEventTypes: readonly PushEventType[] = [
  'notification',
  'order',
  'question',
  'withdrawal',
];

export interface PushEvent {
  type: PushEventType;
  brandId: number;
}

/** 'open' while the stream is connected; counts may then rely on it instead of polling. */
export type PushStatus = 'off' | 'connecting' | 'open' | 'retrying' | 'stopped';

/** A burst of changes (a batch of orders) becomes one refetch per subscriber. */
export const pushDebounceMs = 150;

type Listener = (event: PushEvent) => void;

const listeners = new Set<Listener>();
const statusListeners = new Set<(status: PushStatus) => void>();
let status: PushStatus = 'off';

export function isPushEventType(value: unknown): value is PushEventType {
  return typeof value === 'string' && (pushEventTypes as readonly string[]).includes(value);
}

/** Hands one event to every subscriber (the channel calls this). */
export function emitPush(event: PushEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function setPushStatus(next: PushStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener(next);
}

export function pushStatus(): PushStatus {
  return status;
}

export function onPushStatus(listener: (status: PushStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * Calls `refresh` once, `debounceMs` after the last event of the given types; returns the
 * unsubscribe function (a pending call is dropped with it).
 */
export function onPush(
  types: readonly PushEventType[],
  refresh: () => void,
  debounceMs = pushDebounceMs,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listener: Listener = (event) => {
    if (!types.includes(event.type)) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      refresh();
    }, debounceMs);
  };
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * Whether the app opens the stream at all: `VITE_LIVE_PUSH=off` at build time keeps every
 * count on its polling (spec §9) and never loads the connection code.
 */
export function isPushEnabled(env: Record<string, unknown> = import.meta.env): boolean {
  return env.VITE_LIVE_PUSH !== 'off' && env.MODE !== 'test';
}

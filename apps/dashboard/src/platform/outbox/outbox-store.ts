import { clear, createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './outbox-types';

/*
 * Kept in its own database so the outbox never shares a version or an upgrade with anything
 * else the app stores. Opened on first use: importing this module must not touch IndexedDB.
 */
let idb: UseStore | null | undefined;

function database(): UseStore | null {
  if (idb !== undefined) return idb;
  // Without IndexedDB (old private windows, some test set-ups) the outbox still holds the change
  // for as long as the tab lives, which is better than losing it.
  idb = typeof indexedDB === 'undefined' ? null : createStore('seller-outbox', 'entries');
  return idb;
}

let cache: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

function byAge(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function publish(next: OutboxEntry[]): void {
  cache = next.sort(byAge);
  for (const listener of listeners) listener();
}

/** Reads every stored entry (another tab may have added or sent some). */
export async function loadOutbox(): Promise<readonly OutboxEntry[]> {
  const store = database();
  if (store) {
    try {
      publish(await values<OutboxEntry>(store));
    } catch {
      // A blocked or broken database leaves what this tab already knows.
    }
  }
  return cache;
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  const store = database();
  if (store) {
    try {
      await set(entry.id, entry, store);
    } catch {
      // Kept in memory below; the change survives this tab at least.
    }
  }
  publish([...cache.filter((item) => item.id !== entry.id), entry]);
}

export async function removeEntry(id: string): Promise<void> {
  const store = database();
  if (store) {
    try {
      await del(id, store);
    } catch {
      // Nothing else to do: memory below is what this tab shows.
    }
  }
  publish(cache.filter((item) => item.id !== id));
}

/** Entries in the order they were made, oldest first. */
export function outboxEntries(): readonly OutboxEntry[] {
  return cache;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties the outbox of this browser. Tests start from a clean store with it. */
export async function clearOutbox(): Promise<void> {
  const store = database();
  if (store) await clear(store);
  publish([]);
}

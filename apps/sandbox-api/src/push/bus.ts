import { EventEmitter } from 'node:events';
import type { Db } from '../db/client.js';

/** What changed; the stream carries the kind, never the data (the client refetches counts). */
export type BrandEventType = 'notification' | 'order' | 'question' | 'withdrawal';

export interface BrandEvent {
  type: BrandEventType;
  brandId: number;
}

/**
 * Changes per brand, in this process only: the sandbox is one process, so an EventEmitter is
 * the whole fan-out (a real backend would put a broker here).
 */
export class PushBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream; many tabs of many sellers are normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  publish(event: BrandEvent): void {
    this.emitter.emit(String(event.brandId), event);
  }

  /** Listens to one brand's changes; returns the unsubscribe function. */
  subscribe(brandId: number, listener: (event: BrandEvent) => void): () => void {
    const key = String(brandId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  listenerCount(brandId: number): number {
    return this.emitter.listenerCount(String(brandId));
  }
}

// Keyed by database: tests run several sandboxes in one process, and brand 101 of one must not
// hear brand 101 of another.
const buses = new WeakMap<Db, PushBus>();

export function busOf(db: Db): PushBus {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new PushBus()));
  return bus;
}

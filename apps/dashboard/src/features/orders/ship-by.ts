import { formatServerDayClock } from '../../platform/datetime';
import { ordersCopy } from './copy';
import { SOON_HOURS } from './urls';
import { waitedFor } from './wait-duration';

export type ShipByTone = 'due' | 'soon' | 'late';

export interface ShipByState {
  tone: ShipByTone;
  /** 'Kirim sebelum 3 Des, 14.00 WIB' or 'Terlambat 5 jam'. */
  text: string;
}

/**
 * What the queue and the detail say about an order's dispatch deadline (the sandbox's `shipBy`):
 * before it, when it is; after it, how long ago it passed. 'soon' is the sandbox's
 * 'Hampir terlambat' window, so the mark and the filter agree.
 */
export function shipByState(shipBy: string, now: Date = new Date()): ShipByState {
  const left = new Date(shipBy).getTime() - now.getTime();
  if (left < 0) return { tone: 'late', text: ordersCopy.shipLate(waitedFor(shipBy, now)) };
  return {
    tone: left < SOON_HOURS * 3600_000 ? 'soon' : 'due',
    text: ordersCopy.shipBefore(formatServerDayClock(shipBy)),
  };
}

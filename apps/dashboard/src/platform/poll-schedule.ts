/** How a list that waits for the server to finish something asks again: soon, then less often, then not at all. */
export interface PollSchedule {
  firstMs: number;
  factor: number;
  maxMs: number;
  /** Rounds in a row that may bring no change before polling stops. */
  maxIdleRounds: number;
}

export const bulkFilePolling: PollSchedule = {
  firstMs: 1500,
  factor: 1.6,
  maxMs: 30_000,
  maxIdleRounds: 10,
};

/**
 * The wait before the next poll after `idleRounds` polls that changed nothing, or null to stop.
 * With the bulk-file schedule: 1.5 s, 2.4 s, 3.8 s … 30 s, about 2.5 minutes in all, then stop.
 */
export function nextPollDelay(schedule: PollSchedule, idleRounds: number): number | null {
  if (idleRounds >= schedule.maxIdleRounds) return null;
  return Math.min(schedule.maxMs, Math.round(schedule.firstMs * schedule.factor ** idleRounds));
}

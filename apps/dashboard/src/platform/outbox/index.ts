export { outboxCopy } from './copy';
export { loadOutbox, outboxEntries, clearOutbox } from './outbox-store';
export {
  discardEntry,
  performRequest,
  replayOutbox,
  retryEntry,
  sendWithOutbox,
  subscribeOutboxOutcomes,
  type SendResult,
} from './outbox-send';
export type { OutboxDraft, OutboxEntry, OutboxOutcome, OutboxRequest } from './outbox-types';
export { useOutboxEntries, useOutboxOutcomes, type OutboxFilter } from './use-outbox';

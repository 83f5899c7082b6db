import {
  HIDE_ERROR_HEADER,
  HIDE_ERROR_HEADERS,
  isApiError,
  unwrap,
  type ApiClients,
} from '@seller/api-types';
import { showErrorToast } from '../api';
import { loadOutbox, outboxEntries, putEntry, removeEntry } from './outbox-store';
import type { OutboxDraft, OutboxEntry, OutboxOutcome, OutboxRequest } from './outbox-types';

/** Marks a replayed write (the contract's `Outbox-Replay` header of the stock calls). */
export const OUTBOX_REPLAY_HEADER = 'Outbox-Replay';

type LooseResult = { data: unknown; error?: never; response: Response };
type LooseClient = Record<
  OutboxRequest['method'],
  (path: string, init: { params?: unknown; body?: unknown }) => Promise<LooseResult>
>;

/**
 * Sends a stored write through the service's client, so it gets the token, the error
 * catalogue and the typed ApiError like any other call. `quiet` hides the error toast: a
 * replay reports its own outcome.
 */
export async function performRequest(
  api: ApiClients,
  request: OutboxRequest,
  options: { quiet?: boolean; replay?: boolean } = {},
): Promise<unknown> {
  const client = api[request.service] as unknown as LooseClient;
  const header = {
    ...request.params?.header,
    ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
    ...(options.quiet ? HIDE_ERROR_HEADERS : {}),
    // Tells the server this is a kept write sent again, so its stock history can say so.
    ...(options.replay ? { [OUTBOX_REPLAY_HEADER]: 'true' } : {}),
  };
  return unwrap(
    client[request.method](request.path, {
      params: { ...request.params, header },
      body: request.body,
    }),
  );
}

/**
 * The write did not happen and may be kept to send again: no answer came back, or the service
 * said it cannot reach its database for now (503). Anything else the server said is final.
 */
function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.status === 503);
}

let sequence = 0;

function newEntry(draft: OutboxDraft): OutboxEntry {
  sequence += 1;
  const createdAt = Date.now();
  return {
    ...draft,
    id: `${createdAt.toString(36)}-${sequence}-${crypto.randomUUID()}`,
    createdAt,
    status: 'pending',
  };
}

export type SendResult =
  { status: 'sent'; data: unknown } | { status: 'queued'; entry: OutboxEntry };

/**
 * Whether a write without an answer is kept at all: `VITE_OUTBOX=off` at build time makes it
 * fail with the connection message as it did before the outbox (the form keeps the input).
 */
export function isOutboxEnabled(env: Record<string, unknown> = import.meta.env): boolean {
  return env.VITE_OUTBOX !== 'off';
}

/** What the clients would have shown for a failure of a call that did not hide its toast. */
function toastAsTheClientsWould(api: ApiClients, request: OutboxRequest, error: unknown): void {
  if (request.params?.header?.[HIDE_ERROR_HEADER] === 'true') return;
  if (!isApiError(error) || error.status === 401 || error.code === 'ABORTED') return;
  showErrorToast(api, error.message);
}

/**
 * Tries a write once; when no response arrives it is kept in the outbox (with its key) instead of
 * failing. A refusal from the server rejects with its ApiError, as before. The try goes out
 * quietly: a kept write is no failure, and the seller sees one calm state for it (the row's
 * 'Menunggu koneksi' and the outbox pill), not a connection toast beside it; a refusal gets
 * its toast here.
 */
export async function sendWithOutbox(
  api: ApiClients,
  draft: OutboxDraft,
  enabled = isOutboxEnabled(),
): Promise<SendResult> {
  try {
    return {
      status: 'sent',
      data: await performRequest(api, draft.request, { quiet: enabled }),
    };
  } catch (error) {
    if (!enabled || !isConnectionFailure(error)) {
      if (enabled) toastAsTheClientsWould(api, draft.request, error);
      throw error;
    }
    const entry = newEntry(draft);
    await putEntry(entry);
    return { status: 'queued', entry };
  }
}

const outcomeListeners = new Set<(outcome: OutboxOutcome) => void>();

/** Told about every replayed write that landed or was refused, in this tab. */
export function subscribeOutboxOutcomes(listener: (outcome: OutboxOutcome) => void): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

function announce(outcome: OutboxOutcome): void {
  for (const listener of outcomeListeners) listener(outcome);
}

type Attempt = 'landed' | 'refused' | 'stop';

async function attempt(api: ApiClients, entry: OutboxEntry): Promise<Attempt> {
  try {
    const data = await performRequest(api, entry.request, { quiet: true, replay: true });
    await removeEntry(entry.id);
    announce({ type: 'landed', entry, data });
    return 'landed';
  } catch (error) {
    // Still no connection, the service still away (503), a cancelled call, or an ended session
    // (401): keep everything as it is and wait for the next chance; the entries behind this one
    // would fail the same way.
    if (
      !isApiError(error) ||
      isConnectionFailure(error) ||
      error.kind === 'unknown' ||
      error.status === 401
    )
      return 'stop';
    const refused: OutboxEntry = { ...entry, status: 'failed', error: error.message };
    await putEntry(refused);
    announce({ type: 'refused', entry: refused, message: error.message });
    return 'refused';
  }
}

/** Other tabs of the same browser replay the same store; one at a time keeps the order. */
async function exclusively(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request('seller-outbox-replay', run);
  else await run();
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the user's pending writes, oldest first, one at a time, each with the key it was made
 * with, so a write the server already applied is answered from its record instead of applied
 * twice. A call while a replay runs asks for one more pass afterwards (an entry may have been
 * added meanwhile).
 */
export function replayOutbox(api: ApiClients, userId: number): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await exclusively(async () => {
          await loadOutbox();
          const pending = outboxEntries().filter(
            (entry) => entry.status === 'pending' && entry.userId === userId,
          );
          for (const entry of pending) {
            if ((await attempt(api, entry)) === 'stop') break;
          }
        });
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The seller chose to send a refused write again, as it was. */
export async function retryEntry(api: ApiClients, entry: OutboxEntry): Promise<void> {
  const { error: _error, ...rest } = entry;
  await putEntry({ ...rest, status: 'pending' });
  await replayOutbox(api, entry.userId);
}

/** The seller gave the write up. */
export function discardEntry(entry: OutboxEntry): Promise<void> {
  return removeEntry(entry.id);
}

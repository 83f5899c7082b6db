import { fromPromise } from 'xstate';
import type { NonReducibleUnknown } from 'xstate';

/**
 * Marks a side effect the app must supply with `machine.provide({ actors })`.
 * The default rejects, so a forgotten implementation fails loudly instead of hanging.
 */
export function providedPromise<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(
      new Error(`${name} must be provided with machine.provide({ actors: { ${name} } })`),
    ),
  );
}

/** The user-facing message of a failure: its own message, else the catalogue fallback (spec §8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

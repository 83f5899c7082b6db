import { fromCallback, fromPromise } from 'xstate';
import type { EventObject, NonReducibleUnknown } from 'xstate';

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

/** The same for a long-lived callback actor: the default throws as it starts. */
export function providedCallback<TEvent extends EventObject, TInput = NonReducibleUnknown>(
  name: string,
) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} must be provided with machine.provide({ actors: { ${name} } })`);
  });
}

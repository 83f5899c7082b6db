import type { AnyTransitionDefinition } from 'xstate';

/** Readable name of a guard reference: a name, `{ type }`, or a combinator such as `and()`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function' && 'guards' in guard) {
    return (guard as unknown as { guards: unknown[] }).guards.map(guardName).join(' && ');
  }
  return 'guard';
}

/** A short transition label: the event, `after <delay>`, `done/error <actor>` or `always`, plus the guard. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  let event: string;
  if (type === '') event = 'always';
  else if (type.startsWith('xstate.after.'))
    event = `after ${type.slice('xstate.after.'.length).split('.')[0]}`;
  else if (type.startsWith('xstate.done.actor.'))
    event = `done ${type.slice('xstate.done.actor.'.length)}`;
  else if (type.startsWith('xstate.error.actor.'))
    event = `error ${type.slice('xstate.error.actor.'.length)}`;
  else if (type.startsWith('xstate.done.state.')) event = 'done';
  else event = type;
  return transition.guard ? `${event} [${guardName(transition.guard)}]` : event;
}

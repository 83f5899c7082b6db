import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../../internal/deferred/when-idle';

export interface StyleWarmupProps {
  /** What a later interaction shows first, e.g. a panel in its loading state. */
  children: ReactNode;
}

type Phase = 'waiting' | 'rendering' | 'done';

/**
 * Renders `children` once, in an idle moment after it mounts, inside a `display: none` box, and
 * drops them in the next commit. styled-components inserts their rules then, so the interaction
 * that first shows them (opening a panel) does not pay for new rules and the restyle of the page
 * they cause. Nothing of it is laid out, seen, focused or read out.
 */
export function StyleWarmup({ children }: StyleWarmupProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  useEffect(() => {
    if (phase === 'waiting') return whenIdle(() => setPhase('rendering'));
    if (phase === 'rendering') setPhase('done');
    return undefined;
  }, [phase]);
  if (phase !== 'rendering') return null;
  return (
    <div hidden aria-hidden="true" data-style-warmup="" style={{ display: 'none' }}>
      {children}
    </div>
  );
}

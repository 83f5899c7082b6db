import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '@seller/machines';
import { drawnAnswer } from '../../platform/drawn-answers';
import { useDrawnAnswerHold } from '../../platform/use-drawn-list-hold';
import { financeCopy } from './copy';

export interface Remote<T> {
  status: 'loading' | 'success' | 'error';
  data: T | null;
  errorMessage: string | null;
  reload: () => void;
}

/**
 * Loads `load` whenever `key` changes; an answer for an older key is dropped, so a brand switch
 * never shows the previous brand's figures, and the data is cleared while the new key loads.
 * The server's drawing of a first screen draws the first answer with the page
 * (platform/drawn-answers.ts); in the browser that drawing stays up until the answer is in.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [state, setState] = useState<{ key: string; status: Remote<T>['status']; data: T | null; errorMessage: string | null }>(() => {
    const drawn = drawnAnswer(`finance:${key}`, () => load(new AbortController().signal));
    return { key, status: drawn ? 'success' : 'loading', data: drawn ? drawn.value : null, errorMessage: null };
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ key, status: 'loading', data: previous.key === key ? previous.data : null, errorMessage: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, status: 'success', data, errorMessage: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, status: 'error', data: null, errorMessage: messageOf(error, financeCopy.listError) });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key ? state : { status: 'loading' as const, data: null, errorMessage: null };
  useDrawnAnswerHold(current.status === 'success' ? 'ready' : current.status);
  return { status: current.status, data: current.data, errorMessage: current.errorMessage, reload };
}

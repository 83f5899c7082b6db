import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '@seller/machines';
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
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [state, setState] = useState<{
    key: string;
    status: Remote<T>['status'];
    data: T | null;
    errorMessage: string | null;
  }>({
    key,
    status: 'loading',
    data: null,
    errorMessage: null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({
      key,
      status: 'loading',
      data: previous.key === key ? previous.data : null,
      errorMessage: null,
    }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setState({ key, status: 'success', data, errorMessage: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            key,
            status: 'error',
            data: null,
            errorMessage: messageOf(error, financeCopy.listError),
          });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current =
    state.key === key ? state : { status: 'loading' as const, data: null, errorMessage: null };
  return { status: current.status, data: current.data, errorMessage: current.errorMessage, reload };
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Toast } from './Toast';
import { ToasterContext, type Toaster, type ToastOptions } from './toaster-context';

export interface ToastProviderProps {
  /** The app. */
  children?: ReactNode;
  /** Default auto-hide delay in ms. */
  duration?: number;
  /** Most toasts visible at once; older ones leave first. */
  limit?: number;
  /** Accessible name of the toast region. */
  regionLabel?: string;
  /** Label of each close icon. */
  closeLabel?: string;
}

interface Entry extends Required<Omit<ToastOptions, 'type'>> {
  id: string;
  type: NonNullable<ToastOptions['type']>;
}

const Region = styled.section`
  position: fixed;
  top: ${vars.space['400']};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['200']};
  pointer-events: none;
`;

function TimedToast({
  entry,
  onDismiss,
  closeLabel,
}: {
  entry: Entry;
  onDismiss: (id: string) => void;
  closeLabel: string;
}) {
  useEffect(() => {
    if (entry.duration <= 0) return undefined;
    const timer = window.setTimeout(() => onDismiss(entry.id), entry.duration);
    return () => window.clearTimeout(timer);
  }, [entry, onDismiss]);
  return (
    <Toast
      type={entry.type}
      message={entry.message}
      closeLabel={closeLabel}
      onClose={() => onDismiss(entry.id)}
    />
  );
}

/** Holds the toast queue and renders it at the top of the screen. */
export function ToastProvider({
  children,
  duration = 4000,
  limit = 3,
  regionLabel = 'Pemberitahuan',
  closeLabel = 'Tutup',
}: ToastProviderProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setEntries((list) => list.filter((e) => e.id !== id));
  }, []);

  const show = useCallback(
    ({ type = 'info', message, duration: own }: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setEntries((list) =>
        [...list, { id, type, message, duration: own ?? duration }].slice(-limit),
      );
      return id;
    },
    [duration, limit],
  );

  const toaster = useMemo<Toaster>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <Region aria-label={regionLabel}>
        {entries.map((entry) => (
          <TimedToast key={entry.id} entry={entry} onDismiss={dismiss} closeLabel={closeLabel} />
        ))}
      </Region>
    </ToasterContext.Provider>
  );
}

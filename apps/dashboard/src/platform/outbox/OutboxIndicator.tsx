import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, useToaster, vars } from '@seller/design-system';
import { useApi } from '../api-context';
import { useMainColumnKey } from '../main-column';
import { outboxCopy } from './copy';
import { discardEntry, replayOutbox, retryEntry } from './outbox-send';
import type { OutboxOutcome } from './outbox-types';
import { useOutboxEntries, useOutboxOutcomes } from './use-outbox';

/**
 * While writes wait and the browser believes it is online, try again after these pauses, the last
 * one from then on. The browser says "online" as soon as a network is joined, often before it
 * carries anything (Wi-Fi still getting its address, a captive portal), so the try on `online` may
 * fail too: the next ones come soon after it, then less often (a server that is down).
 */
const retryPausesMs = [2_000, 5_000, 15_000, 30_000] as const;

export interface OutboxIndicatorProps {
  /** The signed-in user; only their writes are replayed and listed. */
  userId: number | string | null | undefined;
}

/* Bottom left of the page column, clear of the sidebar beside it, and above the sidebar and the
   sticky header wherever they meet it (below the mobile backdrop, which covers the page). */
const Panel = styled.section`
  position: fixed;
  bottom: ${vars.space['300']};
  left: ${vars.space['300']};
  &[data-column='expanded'] {
    left: calc(${vars.size.sidebar} + ${vars.space['300']});
  }
  &[data-column='minimised'] {
    left: calc(${vars.size.sidebarMini} + ${vars.space['300']});
  }
  z-index: ${vars.zIndex.header};
  max-width: min(360px, calc(100vw - 2 * ${vars.space['300']}));
  padding: ${vars.space['200']} ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.statusWarningBg};
  color: ${vars.color.textDefault};
  font-size: ${vars.font.size200};
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
`;

const List = styled.ul`
  margin: ${vars.space['200']} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['100']};
  padding: ${vars.space['100']} 0;
  border-top: 1px solid ${vars.color.borderDefault};

  & > span {
    flex: 1 1 100%;
  }

  &[data-status='failed'] > span {
    color: ${vars.color.textDanger};
  }
`;

/**
 * Replays the writes kept while the connection was gone (at start, on `online`, and now and then
 * while some wait), says when they land, and lists what waits or was refused so the seller can
 * send a refused write again or give it up.
 */
export function OutboxIndicator({ userId }: OutboxIndicatorProps) {
  const api = useApi();
  const toaster = useToaster();
  const user = userId === null || userId === undefined ? null : Number(userId);
  const entries = useOutboxEntries({ userId: user });
  const [open, setOpen] = useState(false);
  const column = useMainColumnKey();
  const pending = entries.filter((entry) => entry.status === 'pending');
  const failed = entries.filter((entry) => entry.status === 'failed');

  const replay = useCallback(() => {
    if (user !== null) void replayOutbox(api, user);
  }, [api, user]);

  // Each comeback starts the pauses between tries from the shortest again.
  const [comebacks, setComebacks] = useState(0);
  useEffect(() => {
    replay();
    const comeBack = () => {
      replay();
      setComebacks((count) => count + 1);
    };
    window.addEventListener('online', comeBack);
    return () => window.removeEventListener('online', comeBack);
  }, [replay]);

  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    let timer = 0;
    const scheduleTry = () => {
      timer = window.setTimeout(
        () => {
          if (navigator.onLine) replay();
          tries += 1;
          scheduleTry();
        },
        retryPausesMs[Math.min(tries, retryPausesMs.length - 1)],
      );
    };
    scheduleTry();
    return () => window.clearTimeout(timer);
  }, [waiting, replay, comebacks]);

  const report = useCallback(
    (outcome: OutboxOutcome) => {
      if (outcome.type === 'landed') toaster.show({ type: 'success', message: outboxCopy.landed });
      else
        toaster.show({
          type: 'error',
          message: outboxCopy.refusedToast(outcome.entry.label, outcome.message),
        });
    },
    [toaster],
  );
  useOutboxOutcomes(report);

  if (entries.length === 0) return null;
  const summary = [
    pending.length > 0 ? outboxCopy.waiting(pending.length) : null,
    failed.length > 0 ? outboxCopy.refused(failed.length) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');

  return (
    <Panel
      aria-label={outboxCopy.listLabel}
      data-status={failed.length > 0 ? 'failed' : 'pending'}
      data-column={column ?? undefined}
    >
      <Summary>
        <span role="status">{summary}</span>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? outboxCopy.hide : outboxCopy.show}
        </Button>
      </Summary>
      {open && (
        <List>
          {entries.map((entry) => (
            <Item key={entry.id} data-status={entry.status}>
              <span>
                {entry.label}
                {entry.status === 'failed' && entry.error
                  ? ` — ${entry.error}`
                  : ` — ${outboxCopy.pendingRow}`}
              </span>
              {entry.status === 'failed' && (
                <>
                  <Button size="sm" variant="secondary" onClick={() => void retryEntry(api, entry)}>
                    {outboxCopy.retry}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void discardEntry(entry)}>
                    {outboxCopy.discard}
                  </Button>
                </>
              )}
            </Item>
          ))}
        </List>
      )}
    </Panel>
  );
}

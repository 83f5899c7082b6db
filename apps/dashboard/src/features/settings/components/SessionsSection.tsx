import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, ConfirmDialog, Skeleton, vars } from '@seller/design-system';
import type { Resource } from '../../../platform/data/use-resource';
import { formatServerTime } from '../../../platform/datetime';
import { settingsCopy } from '../copy';
import type { SessionEntry } from '../settings-queries';
import { Actions, LoadFailed, SaveNoticeText, SectionIntro, useSectionSave } from './section-parts';

const copy = settingsCopy.sessions;

const List = styled.ul`
  display: grid;
  gap: ${vars.space['200']};
  margin: 0 0 ${vars.space['400']};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space['100']} ${vars.space['300']};
    min-height: 48px;
    padding: ${vars.space['200']} ${vars.space['300']};
    border: 1px solid ${vars.color.borderDefault};
    border-radius: ${vars.radius['200']};
  }

  small {
    color: ${vars.color.textSubdued};
  }
`;

export interface SessionsSectionProps {
  /** The account's active sign-ins, this device among them. */
  sessions: Resource<SessionEntry[]>;
  /** Signs every other device out under the key; resolves with how many were. */
  onRevokeOthers: (key: string) => Promise<number>;
}

/** Active sign-ins of the account and "log out other devices"; this device stays signed in. */
export function SessionsSection({ sessions, onRevokeOthers }: SessionsSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const { run, busy, notice } = useSectionSave(onRevokeOthers);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {sessions.status === 'error' ? (
        <LoadFailed message={copy.loadFailed} onRetry={sessions.retry} />
      ) : sessions.data === null ? (
        <List aria-busy="true" aria-label={copy.title}>
          {[0, 1].map((row) => (
            <li key={row}>
              <Skeleton width="60%" height="1.25rem" />
            </li>
          ))}
        </List>
      ) : (
        <List aria-label={copy.title}>
          {sessions.data.map((session) => (
            <li key={session.id}>
              <span>
                {session.current ? (
                  <strong>{copy.current}</strong>
                ) : (
                  copy.signedInAt(formatServerTime(session.createdAt))
                )}
                {session.current && (
                  <small> · {copy.signedInAt(formatServerTime(session.createdAt))}</small>
                )}
              </span>
              <small>{copy.expiresAt(formatServerTime(session.expiresAt))}</small>
            </li>
          ))}
        </List>
      )}
      {sessions.data !== null && others === 0 && <SectionIntro>{copy.empty}</SectionIntro>}
      <Actions>
        <Button
          variant="danger"
          disabled={others === 0}
          loading={busy}
          loadingLabel={settingsCopy.saving}
          onClick={() => setConfirming(true)}
        >
          {copy.revokeOthers}
        </Button>
        <SaveNoticeText notice={notice} />
      </Actions>
      <ConfirmDialog
        open={confirming}
        title={copy.confirmTitle}
        text={copy.confirmText}
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        confirmVariant="danger"
        onConfirm={() => {
          setConfirming(false);
          void run(copy.revoked);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

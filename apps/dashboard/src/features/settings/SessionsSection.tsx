import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { HIDE_ERROR_HEADERS } from '@seller/api-types';
import { Button, Card, ConfirmDialog, Skeleton, vars } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import { formatServerTime } from '../../platform/datetime';
import type { TenantType } from '../../platform/tenant-profile';
import { settingsCopy } from './copy';
import { dataOf, saveErrorMessage } from './save-error';
import { Actions, Notice, SectionIntro } from './settings-styles';
import { useIdempotentSave } from './use-idempotent-save';

const copy = settingsCopy.sessions;

interface SessionEntry {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

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
  tenant: TenantType;
  /** Bumped by the page after a password change that signed other devices out. */
  refreshKey?: number;
}

/** Active sign-ins of the account and "log out other devices"; this device stays signed in. */
export function SessionsSection({ tenant, refreshKey = 0 }: SessionsSectionProps) {
  const api = useApi();
  const [sessions, setSessions] = useState<SessionEntry[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    api.mimin
      .GET('/v2/{tenant}/user/sessions', {
        params: { path: { tenant } },
        headers: HIDE_ERROR_HEADERS,
      })
      .then((result) => setSessions(dataOf(result).data))
      .catch(() => setLoadError(copy.loadFailed));
  }, [api, tenant]);

  useEffect(load, [load, refreshKey]);

  const write = useCallback(
    async (key: string) => {
      const result = await api.mimin.POST('/v2/{tenant}/user/sessions/revoke-others', {
        params: { path: { tenant }, header: { 'Idempotency-Key': key } },
        headers: HIDE_ERROR_HEADERS,
      });
      return dataOf(result).data.revokedSessions;
    },
    [api, tenant],
  );
  const { save, busy } = useIdempotentSave(write);

  async function revokeOthers() {
    setConfirming(false);
    setNotice(null);
    try {
      const revoked = await save();
      if (revoked === undefined) return;
      setNotice({ tone: 'success', text: copy.revoked(revoked) });
      load();
    } catch (error) {
      setNotice({ tone: 'danger', text: saveErrorMessage(error) });
    }
  }

  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {loadError ? (
        <Actions>
          <Notice role="alert" $tone="danger">
            {loadError}
          </Notice>
          <Button variant="secondary" onClick={load}>
            {copy.retry}
          </Button>
        </Actions>
      ) : sessions === null ? (
        <List aria-busy="true" aria-label={copy.title}>
          {[0, 1].map((row) => (
            <li key={row}>
              <Skeleton width="60%" height="1.25rem" />
            </li>
          ))}
        </List>
      ) : (
        <List aria-label={copy.title}>
          {sessions.map((session) => (
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
      {sessions !== null && others === 0 && <SectionIntro>{copy.empty}</SectionIntro>}
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
        {notice && (
          <Notice role={notice.tone === 'danger' ? 'alert' : 'status'} $tone={notice.tone}>
            {notice.text}
          </Notice>
        )}
      </Actions>
      <ConfirmDialog
        open={confirming}
        title={copy.confirmTitle}
        text={copy.confirmText}
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        confirmVariant="danger"
        onConfirm={() => void revokeOthers()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

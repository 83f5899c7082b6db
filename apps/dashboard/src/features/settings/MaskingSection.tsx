import { useCallback, useEffect, useRef, useState } from 'react';
import { HIDE_ERROR_HEADERS } from '@seller/api-types';
import { Button, Card, Skeleton, Switch } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import { setMaskingNumberEnabled } from '../../platform/mask-phone';
import { settingsCopy } from './copy';
import { dataOf, saveErrorMessage } from './save-error';
import { Actions, Notice, SectionIntro } from './settings-styles';
import { useIdempotentSave } from './use-idempotent-save';

const copy = settingsCopy.masking;

export interface MaskingSectionProps {
  /** The current brand; the flag is kept per brand. */
  brandId: number | null;
}

/** Number masking (§3 maskingNumberEnabled): a switch that saves at once and applies at once. */
export function MaskingSection({ brandId }: MaskingSectionProps) {
  const api = useApi();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const wanted = useRef(false);

  const load = useCallback(() => {
    if (brandId === null) return;
    setLoadError(null);
    api.scam
      .GET('/v1/scam/masking-number', {
        params: { query: { brandId } },
        headers: HIDE_ERROR_HEADERS,
      })
      .then((result) => {
        const value = dataOf(result).data.maskingNumberEnabled;
        setEnabled(value);
        setMaskingNumberEnabled(value);
      })
      .catch(() => setLoadError(copy.loadFailed));
  }, [api, brandId]);

  useEffect(load, [load]);

  const write = useCallback(
    async (key: string) => {
      if (brandId === null) throw new Error(copy.noBrand);
      const result = await api.scam.PUT('/v1/scam/masking-number', {
        params: { header: { 'Idempotency-Key': key } },
        body: { brandId, maskingNumberEnabled: wanted.current },
        headers: HIDE_ERROR_HEADERS,
      });
      return dataOf(result).data.maskingNumberEnabled;
    },
    [api, brandId],
  );
  const { save, busy } = useIdempotentSave(write);

  async function change(next: boolean) {
    if (busy) return;
    wanted.current = next;
    setNotice(null);
    try {
      const saved = await save();
      if (saved === undefined) return;
      setEnabled(saved);
      setMaskingNumberEnabled(saved);
      setNotice({ tone: 'success', text: saved ? copy.on : copy.off });
    } catch (error) {
      setNotice({ tone: 'danger', text: saveErrorMessage(error) });
    }
  }

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {brandId === null ? (
        <Notice $tone="danger">{copy.noBrand}</Notice>
      ) : loadError ? (
        <Actions>
          <Notice role="alert" $tone="danger">
            {loadError}
          </Notice>
          <Button variant="secondary" onClick={load}>
            {settingsCopy.sessions.retry}
          </Button>
        </Actions>
      ) : enabled === null ? (
        <Skeleton width={220} height={24} aria-label={copy.label} />
      ) : (
        <Actions>
          <Switch
            checked={enabled}
            onCheckedChange={(next) => void change(next)}
            label={copy.label}
            stateLabels={copy.states}
            disabled={busy}
          />
          {notice && (
            <Notice role={notice.tone === 'danger' ? 'alert' : 'status'} $tone={notice.tone}>
              {notice.text}
            </Notice>
          )}
        </Actions>
      )}
    </Card>
  );
}

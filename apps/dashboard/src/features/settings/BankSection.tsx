import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { HIDE_ERROR_HEADERS } from '@seller/api-types';
import { Button, Card, Skeleton, TextField, vars } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import type { TenantType } from '../../platform/tenant-profile';
import { UnsavedChangesGuard } from '../products/form/UnsavedChangesGuard';
import { settingsCopy } from './copy';
import { dataOf, saveErrorMessage } from './save-error';
import { bankSchema, type BankFields } from './settings-schema';
import { Actions, Notice, SectionIntro, SettingsForm } from './settings-styles';
import { useIdempotentSave } from './use-idempotent-save';

const copy = settingsCopy.bank;
const blank: BankFields = { bankName: '', accountNumber: '', accountName: '', password: '' };

interface BankAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

const Current = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space['100']} ${vars.space['300']};
  min-height: 72px;
  margin: 0 0 ${vars.space['400']};

  dt {
    color: ${vars.color.textSubdued};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface BankSectionProps {
  tenant: TenantType;
  /** The current brand; withdrawals of this brand are paid into the account. */
  brandId: number | null;
}

/** The account withdrawals are paid into: shown masked, changed only with the account password. */
export function BankSection({ tenant, brandId }: BankSectionProps) {
  const api = useApi();
  const [account, setAccount] = useState<BankAccount | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useForm<BankFields>({ resolver: zodResolver(bankSchema), defaultValues: blank });
  const { register, handleSubmit, formState, reset, watch } = form;

  const load = useCallback(() => {
    if (brandId === null) return;
    setLoadError(null);
    api.disbursement
      .GET('/v2/{tenant}/bank-account', {
        params: { path: { tenant }, query: { brandId } },
        headers: HIDE_ERROR_HEADERS,
      })
      .then((result) => setAccount(dataOf(result).data))
      .catch(() => setLoadError(copy.loadFailed));
  }, [api, tenant, brandId]);

  useEffect(load, [load]);

  const write = useCallback(
    async (key: string) => {
      if (brandId === null) throw new Error(settingsCopy.masking.noBrand);
      const values = form.getValues();
      const result = await api.disbursement.PUT('/v2/{tenant}/bank-account', {
        params: { path: { tenant }, header: { 'Idempotency-Key': key } },
        body: {
          brandId,
          bankName: values.bankName.trim(),
          accountNumber: values.accountNumber.trim(),
          accountName: values.accountName.trim(),
          password: values.password,
        },
        headers: HIDE_ERROR_HEADERS,
      });
      return dataOf(result).data;
    },
    [api, tenant, brandId, form],
  );
  const { save, busy, renewKey } = useIdempotentSave(write);

  useEffect(() => {
    const subscription = watch(() => renewKey());
    return () => subscription.unsubscribe();
  }, [watch, renewKey]);

  if (brandId === null) {
    return (
      <Card title={copy.title} headingLevel={2}>
        <Notice $tone="danger">{settingsCopy.masking.noBrand}</Notice>
      </Card>
    );
  }

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {loadError ? (
        <Actions>
          <Notice role="alert" $tone="danger">
            {loadError}
          </Notice>
          <Button variant="secondary" onClick={load}>
            {settingsCopy.sessions.retry}
          </Button>
        </Actions>
      ) : account === undefined ? (
        <Current aria-busy="true" aria-label={copy.current}>
          <dt>{copy.bankName}</dt>
          <dd>
            <Skeleton width={160} />
          </dd>
          <dt>{copy.accountNumber}</dt>
          <dd>
            <Skeleton width={160} />
          </dd>
          <dt>{copy.accountName}</dt>
          <dd>
            <Skeleton width={160} />
          </dd>
        </Current>
      ) : account === null ? (
        <SectionIntro>{copy.none}</SectionIntro>
      ) : (
        <Current aria-label={copy.current}>
          <dt>{copy.bankName}</dt>
          <dd>{account.bankName}</dd>
          <dt>{copy.accountNumber}</dt>
          <dd>{account.accountNumber}</dd>
          <dt>{copy.accountName}</dt>
          <dd>{account.accountName}</dd>
        </Current>
      )}
      <SettingsForm
        noValidate
        aria-label={copy.title}
        onSubmit={handleSubmit(async () => {
          setNotice(null);
          try {
            const saved = await save();
            if (!saved) return;
            setAccount(saved);
            reset(blank);
            setNotice({ tone: 'success', text: copy.saved(saved.accountNumber) });
          } catch (error) {
            setNotice({ tone: 'danger', text: saveErrorMessage(error) });
          }
        })}
      >
        <UnsavedChangesGuard when={formState.isDirty} />
        <TextField
          label={copy.bankName}
          required
          hint={copy.bankHint}
          error={formState.errors.bankName?.message}
          {...register('bankName')}
        />
        <TextField
          label={copy.accountNumber}
          required
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextField
          label={copy.accountName}
          required
          error={formState.errors.accountName?.message}
          {...register('accountName')}
        />
        <TextField
          label={copy.password}
          required
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Actions>
          <Button type="submit" loading={busy} loadingLabel={settingsCopy.saving}>
            {copy.submit}
          </Button>
          {notice && (
            <Notice role={notice.tone === 'danger' ? 'alert' : 'status'} $tone={notice.tone}>
              {notice.text}
            </Notice>
          )}
        </Actions>
      </SettingsForm>
    </Card>
  );
}

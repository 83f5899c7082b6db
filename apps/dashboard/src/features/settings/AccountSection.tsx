import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HIDE_ERROR_HEADERS } from '@seller/api-types';
import { Button, Card, Skeleton, TextField } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import type { TenantType } from '../../platform/tenant-profile';
import { UnsavedChangesGuard } from '../products/form/UnsavedChangesGuard';
import { settingsCopy } from './copy';
import { dataOf, saveErrorMessage } from './save-error';
import { accountSchema, type AccountFields } from './settings-schema';
import { Actions, Notice, SectionIntro, SettingsForm } from './settings-styles';
import { useIdempotentSave } from './use-idempotent-save';

const copy = settingsCopy.account;

export interface SavedUser {
  id: number;
  name: string;
  telephone: string | null;
  email: string;
  profilePictureUrl: string | null;
}

export interface AccountSectionProps {
  /** Tenant of the `/v2/{tenant}/…` calls. */
  tenant: TenantType;
  /** Called with the saved profile, so the header greets the new name at once. */
  onSaved: (user: SavedUser) => void;
}

/** Name, phone and e-mail of the signed-in seller, read fresh from the user service. */
export function AccountSection({ tenant, onSaved }: AccountSectionProps) {
  const api = useApi();
  const [loaded, setLoaded] = useState<AccountFields | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    api.mimin
      .GET('/v2/{tenant}/user/current', {
        params: { path: { tenant } },
        headers: HIDE_ERROR_HEADERS,
      })
      .then((result) => {
        const user = dataOf(result).data;
        setLoaded({ name: user.name, telephone: user.telephone ?? '', email: user.email });
      })
      .catch((error: unknown) => setLoadError(saveErrorMessage(error)));
  }, [api, tenant]);

  useEffect(load, [load]);

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {loaded ? (
        <AccountForm tenant={tenant} defaults={loaded} onSaved={onSaved} />
      ) : loadError ? (
        <Actions>
          <Notice role="alert" $tone="danger">
            {loadError}
          </Notice>
          <Button variant="secondary" onClick={load}>
            {settingsCopy.sessions.retry}
          </Button>
        </Actions>
      ) : (
        <AccountSkeleton />
      )}
    </Card>
  );
}

function AccountSkeleton() {
  return (
    <SettingsForm as="div" aria-busy="true" aria-label={copy.title}>
      {[copy.name, copy.telephone, copy.email].map((label) => (
        <div key={label}>
          <Skeleton width={120} />
          <Skeleton shape="rect" width="100%" height={40} />
        </div>
      ))}
      <Skeleton shape="rect" width={96} height={40} />
    </SettingsForm>
  );
}

function AccountForm({
  tenant,
  defaults,
  onSaved,
}: {
  tenant: TenantType;
  defaults: AccountFields;
  onSaved: (user: SavedUser) => void;
}) {
  const api = useApi();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useForm<AccountFields>({
    resolver: zodResolver(accountSchema),
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState, reset, watch } = form;

  const write = useCallback(
    async (key: string) => {
      const values = form.getValues();
      const body = {
        name: values.name.trim(),
        telephone: values.telephone.trim(),
        email: values.email.trim(),
      };
      const result = await api.mimin.PUT('/v2/{tenant}/user/current/profile', {
        params: { path: { tenant }, header: { 'Idempotency-Key': key } },
        body,
        headers: HIDE_ERROR_HEADERS,
      });
      return dataOf(result).data;
    },
    [api, tenant, form],
  );
  const { save, busy, renewKey } = useIdempotentSave(write);

  useEffect(() => {
    const subscription = watch(() => renewKey());
    return () => subscription.unsubscribe();
  }, [watch, renewKey]);

  return (
    <SettingsForm
      noValidate
      aria-label={copy.title}
      onSubmit={handleSubmit(async () => {
        setNotice(null);
        try {
          const user = await save();
          if (!user) return;
          reset({ name: user.name, telephone: user.telephone ?? '', email: user.email });
          onSaved(user);
          setNotice({ tone: 'success', text: settingsCopy.saved });
        } catch (error) {
          setNotice({ tone: 'danger', text: saveErrorMessage(error) });
        }
      })}
    >
      <UnsavedChangesGuard when={formState.isDirty} />
      <TextField
        label={copy.name}
        required
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={copy.telephone}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={copy.telephoneHint}
        error={formState.errors.telephone?.message}
        {...register('telephone')}
      />
      <TextField
        label={copy.email}
        required
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Actions>
        <Button type="submit" loading={busy} loadingLabel={settingsCopy.saving}>
          {settingsCopy.save}
        </Button>
        {notice && (
          <Notice role={notice.tone === 'danger' ? 'alert' : 'status'} $tone={notice.tone}>
            {notice.text}
          </Notice>
        )}
      </Actions>
    </SettingsForm>
  );
}

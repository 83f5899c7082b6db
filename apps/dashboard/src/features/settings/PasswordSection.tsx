import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HIDE_ERROR_HEADERS } from '@seller/api-types';
import { Button, Card, Checkbox, TextField } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import type { TenantType } from '../../platform/tenant-profile';
import { UnsavedChangesGuard } from '../products/form/UnsavedChangesGuard';
import { settingsCopy } from './copy';
import { dataOf, saveErrorMessage } from './save-error';
import { passwordSchema, type PasswordFields } from './settings-schema';
import { Actions, Notice, SectionIntro, SettingsForm } from './settings-styles';
import { useIdempotentSave } from './use-idempotent-save';

const copy = settingsCopy.password;
const blank: PasswordFields = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  signOutOthers: true,
};

export interface PasswordSectionProps {
  tenant: TenantType;
  /** Called after a change that signed other devices out, so their list can refresh. */
  onChanged?: (revokedSessions: number) => void;
}

/** Password change: the current password first, rules on the new one, other devices signed out by default. */
export function PasswordSection({ tenant, onChanged }: PasswordSectionProps) {
  const api = useApi();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useForm<PasswordFields>({
    resolver: zodResolver(passwordSchema),
    defaultValues: blank,
  });
  const { register, handleSubmit, formState, reset, watch } = form;

  const write = useCallback(
    async (key: string) => {
      const { currentPassword, newPassword, signOutOthers } = form.getValues();
      const result = await api.mimin.PUT('/v2/{tenant}/user/current/password', {
        params: { path: { tenant }, header: { 'Idempotency-Key': key } },
        body: { currentPassword, newPassword, signOutOthers },
        headers: HIDE_ERROR_HEADERS,
      });
      return dataOf(result).data.revokedSessions;
    },
    [api, tenant, form],
  );
  const { save, busy, renewKey } = useIdempotentSave(write);

  useEffect(() => {
    const subscription = watch(() => renewKey());
    return () => subscription.unsubscribe();
  }, [watch, renewKey]);

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      <SettingsForm
        noValidate
        aria-label={copy.title}
        onSubmit={handleSubmit(async () => {
          setNotice(null);
          try {
            const revoked = await save();
            if (revoked === undefined) return;
            reset(blank);
            setNotice({ tone: 'success', text: copy.changed(revoked) });
            onChanged?.(revoked);
          } catch (error) {
            setNotice({ tone: 'danger', text: saveErrorMessage(error) });
          }
        })}
      >
        <UnsavedChangesGuard when={formState.isDirty} />
        <TextField
          label={copy.current}
          required
          type="password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label={copy.next}
          required
          type="password"
          autoComplete="new-password"
          hint={copy.nextHint}
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label={copy.confirm}
          required
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Checkbox label={copy.signOutOthers} {...register('signOutOthers')} />
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

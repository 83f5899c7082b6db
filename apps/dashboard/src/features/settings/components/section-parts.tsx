import { useEffect, useState, type ReactNode } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormWatch,
} from 'react-hook-form';
import styled from 'styled-components';
import { isApiError } from '@seller/api-types';
import { Button, vars } from '@seller/design-system';
import { UnsavedChangesGuard } from '../../products/form/UnsavedChangesGuard';
import { settingsCopy } from '../copy';
import { useIdempotentSave } from '../use-idempotent-save';
import { sellerMessage } from '../../../platform/server-field-error';

/* The pieces every settings tab is drawn with. */

export const SettingsForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  max-width: 560px;
`;

export const SectionIntro = styled.p`
  margin: 0 0 ${vars.space['400']};
  color: ${vars.color.textSubdued};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['300']};
`;

export const Notice = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  color: ${(p) => (p.$tone === 'danger' ? vars.color.textDanger : vars.color.textSuccess)};
`;

/** The §8 message of a failed call (Indonesian, from the API layer), or the connection hint. */
const saveErrorMessage = (error: unknown) =>
  isApiError(error) ? sellerMessage(error.message) : settingsCopy.saveFailed;

export interface SaveNotice {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * A tab's save: one write at a time under one Idempotency-Key (use-idempotent-save.ts), a new
 * key once the form is edited, and the outcome for the notice beside the button. `run` hands a
 * saved answer to `done`, which applies it and says what to tell the seller.
 */
export function useSectionSave<T, F extends FieldValues = FieldValues>(
  write: (key: string) => Promise<T>,
  watch?: UseFormWatch<F>,
) {
  const { save, busy, renewKey } = useIdempotentSave(write);
  const [notice, setNotice] = useState<SaveNotice | null>(null);

  useEffect(() => {
    if (!watch) return;
    const subscription = watch(() => renewKey());
    return () => subscription.unsubscribe();
  }, [watch, renewKey]);

  const run = async (done: (saved: T) => string) => {
    setNotice(null);
    try {
      const saved = await save();
      if (saved === undefined) return;
      setNotice({ tone: 'success', text: done(saved) });
    } catch (error) {
      setNotice({ tone: 'danger', text: saveErrorMessage(error) });
    }
  };

  return { run, busy, notice };
}

/**
 * A tab's form, checked by its schema and saved with what was typed (see useSectionSave); `done`
 * takes the saved answer, puts the form where it should be and says what to tell the seller.
 */
export function useSectionForm<F extends FieldValues, T>(
  resolver: Resolver<F>,
  defaultValues: DefaultValues<F>,
  onSave: (fields: F, key: string) => Promise<T>,
  done: (saved: T) => string,
) {
  const form = useForm<F>({ resolver, defaultValues });
  const { run, busy, notice } = useSectionSave((key) => onSave(form.getValues(), key), form.watch);
  return {
    ...form,
    /** A text field's registration and its message. */
    field: (name: Path<F>) => ({
      error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
      ...form.register(name),
    }),
    state: {
      submit: form.handleSubmit(() => run(done)),
      dirty: form.formState.isDirty,
      busy,
      notice,
    },
  };
}

export interface SectionFormProps {
  /** The form's accessible name: its card's title. */
  label: string;
  /** The submit button's label. */
  submit: string;
  form: ReturnType<typeof useSectionForm>['state'];
  children: ReactNode;
}

/** A tab's form: asks before unsaved changes are left, and says beside its button how the save went. */
export function SectionForm({ label, submit, form, children }: SectionFormProps) {
  return (
    <SettingsForm noValidate aria-label={label} onSubmit={form.submit}>
      <UnsavedChangesGuard when={form.dirty} />
      {children}
      <Actions>
        <Button type="submit" loading={form.busy} loadingLabel={settingsCopy.saving}>
          {submit}
        </Button>
        <SaveNoticeText notice={form.notice} />
      </Actions>
    </SettingsForm>
  );
}

/** The outcome of the last save: a status for a success, an alert for a failure. */
export function SaveNoticeText({ notice }: { notice: SaveNotice | null }) {
  if (!notice) return null;
  return (
    <Notice role={notice.tone === 'danger' ? 'alert' : 'status'} $tone={notice.tone}>
      {notice.text}
    </Notice>
  );
}

/** A tab's read failed: its message and a retry, in place of what it would show. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Actions>
      <Notice role="alert" $tone="danger">
        {message}
      </Notice>
      <Button variant="secondary" onClick={onRetry}>
        {settingsCopy.sessions.retry}
      </Button>
    </Actions>
  );
}

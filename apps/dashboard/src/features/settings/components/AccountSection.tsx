import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Skeleton, TextField } from '@seller/design-system';
import type { Resource } from '../../../platform/data/use-resource';
import { settingsCopy } from '../copy';
import type { SettingsUser } from '../settings-queries';
import { accountSchema, type AccountFields } from '../settings-schema';
import {
  LoadFailed,
  SectionForm,
  SectionIntro,
  SettingsForm,
  useSectionForm,
} from './section-parts';

const copy = settingsCopy.account;

const fieldsOf = (user: SettingsUser): AccountFields => ({
  name: user.name,
  telephone: user.telephone ?? '',
  email: user.email,
});

export interface AccountSectionProps {
  /** The signed-in seller's profile, from the user service. */
  user: Resource<SettingsUser>;
  /** Saves the profile under the key; resolves with it as saved (the header greets its name). */
  onSave: (fields: AccountFields, key: string) => Promise<SettingsUser>;
}

/** Name, phone and e-mail of the signed-in seller. */
export function AccountSection({ user, onSave }: AccountSectionProps) {
  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {user.data ? (
        <AccountForm defaults={fieldsOf(user.data)} onSave={onSave} />
      ) : user.status === 'error' ? (
        <LoadFailed message={user.errorMessage ?? settingsCopy.saveFailed} onRetry={user.retry} />
      ) : (
        <AccountSkeleton />
      )}
    </Card>
  );
}

function AccountSkeleton() {
  return (
    <SettingsForm as="div" role="group" aria-busy="true" aria-label={copy.title}>
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
  defaults,
  onSave,
}: {
  defaults: AccountFields;
  onSave: AccountSectionProps['onSave'];
}) {
  const form = useSectionForm(zodResolver(accountSchema), defaults, onSave, (saved) => {
    form.reset(fieldsOf(saved));
    return settingsCopy.saved;
  });

  return (
    <SectionForm label={copy.title} submit={settingsCopy.save} form={form.state}>
      <TextField label={copy.name} required autoComplete="name" {...form.field('name')} />
      <TextField
        label={copy.telephone}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={copy.telephoneHint}
        {...form.field('telephone')}
      />
      <TextField
        label={copy.email}
        required
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
    </SectionForm>
  );
}

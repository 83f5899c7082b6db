import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Checkbox, TextField } from '@seller/design-system';
import { settingsCopy } from '../copy';
import { passwordSchema, type PasswordFields } from '../settings-schema';
import { SectionForm, SectionIntro, useSectionForm } from './section-parts';

const copy = settingsCopy.password;
const blank: PasswordFields = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  signOutOthers: true,
};

export interface PasswordSectionProps {
  /** Changes the password under the key; resolves with how many other devices were signed out. */
  onSave: (fields: PasswordFields, key: string) => Promise<number>;
}

/** Password change: the current password first, rules on the new one, other devices signed out by default. */
export function PasswordSection({ onSave }: PasswordSectionProps) {
  const form = useSectionForm(zodResolver(passwordSchema), blank, onSave, (revoked) => {
    form.reset(blank);
    return copy.changed(revoked);
  });

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      <SectionForm label={copy.title} submit={copy.submit} form={form.state}>
        <TextField
          label={copy.current}
          required
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <TextField
          label={copy.next}
          required
          type="password"
          autoComplete="new-password"
          hint={copy.nextHint}
          {...form.field('newPassword')}
        />
        <TextField
          label={copy.confirm}
          required
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Checkbox label={copy.signOutOthers} {...form.register('signOutOthers')} />
      </SectionForm>
    </Card>
  );
}

import { PasswordSection, type PasswordSectionProps } from './PasswordSection';
import { SessionsSection, type SessionsSectionProps } from './SessionsSection';

export interface SecuritySectionProps extends SessionsSectionProps {
  onChangePassword: PasswordSectionProps['onSave'];
}

/**
 * The Keamanan tab, loaded with its own code (security-section-module.ts): password change,
 * then the devices signed in, whose list a change that signs others out asks again.
 */
export function SecuritySection({ onChangePassword, ...sessions }: SecuritySectionProps) {
  return (
    <>
      <PasswordSection onSave={onChangePassword} />
      <SessionsSection {...sessions} />
    </>
  );
}

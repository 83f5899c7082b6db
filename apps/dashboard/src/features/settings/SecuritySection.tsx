import { useState } from 'react';
import type { TenantType } from '../../platform/tenant-profile';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';

export interface SecuritySectionProps {
  tenant: TenantType;
}

/** The Keamanan tab: password change, then the devices signed in; a change that signs others out refreshes that list. */
export function SecuritySection({ tenant }: SecuritySectionProps) {
  const [sessionsKey, setSessionsKey] = useState(0);
  return (
    <>
      <PasswordSection tenant={tenant} onChanged={() => setSessionsKey((key) => key + 1)} />
      <SessionsSection tenant={tenant} refreshKey={sessionsKey} />
    </>
  );
}

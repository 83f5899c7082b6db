import { useMemo } from 'react';
import type { BrandData, UserData } from '@seller/machines';
import type { TenantType } from '../../platform/tenant-profile';
import type { ChatTransport } from './chat-transport';
import { chatVisitorOf } from './chat-visitor';
import { ChatWidget } from './ChatWidget';
import { useNarrowScreen } from './use-narrow-screen';

export interface ChatEntryGateProps {
  /** The tenant's chat entry flag (spec §6). */
  enabled: boolean;
  brand: BrandData | null;
  user: UserData | null;
  tenant: TenantType;
  transport: ChatTransport;
  pollIntervalMs?: number;
}

/** Shows the widget only with the flag on, a brand chosen and a screen of at least 600 px. */
export function ChatEntryGate({
  enabled,
  brand,
  user,
  tenant,
  transport,
  pollIntervalMs,
}: ChatEntryGateProps) {
  const narrow = useNarrowScreen();
  const visitor = useMemo(
    () => (brand ? chatVisitorOf(brand, user, tenant) : null),
    [brand, user, tenant],
  );
  if (!enabled || !visitor || narrow) return null;
  return (
    <ChatWidget
      transport={transport}
      visitor={visitor}
      {...(pollIntervalMs ? { pollIntervalMs } : {})}
    />
  );
}

import { useMemo } from 'react';
import type { BrandData, UserData } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import type { TenantType } from '../../platform/tenant-profile';
import { SessionContext } from '../session/session-context';
import { createBrandBaseChatTransport } from './brand-base-chat-transport';
import { chatEntryEnabled } from './chat-settings';
import { chatVisitorOf } from './chat-visitor';
import { ChatWidget } from './ChatWidget';
import { useNarrowScreen } from './use-narrow-screen';

export interface ChatEntryPointProps {
  brand: BrandData | null;
  user: UserData | null;
  tenant: TenantType;
}

/**
 * The help chat of the default layout: only when the tenant's chat flag is on, a brand is
 * chosen, and the screen is at least 600 px wide (spec §2, §6, §9).
 */
export function ChatEntryPoint({ brand, user, tenant }: ChatEntryPointProps) {
  const api = useApi();
  const transport = useMemo(() => createBrandBaseChatTransport(api), [api]);
  const config = SessionContext.useSelector((state) => state.context.config);
  const narrow = useNarrowScreen();
  const visitor = useMemo(() => (brand ? chatVisitorOf(brand, user, tenant) : null), [brand, user, tenant]);
  if (!visitor || narrow || !chatEntryEnabled(config, tenant)) return null;
  return <ChatWidget transport={transport} visitor={visitor} />;
}

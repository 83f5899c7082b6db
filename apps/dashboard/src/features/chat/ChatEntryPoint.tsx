import { useMemo } from 'react';
import type { BrandData, UserData } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import type { TenantType } from '../../platform/tenant-profile';
import { SessionContext } from '../session/session-context';
import { createBrandBaseChatTransport } from './brand-base-chat-transport';
import { chatEntryEnabled } from './chat-settings';
import { ChatEntryGate } from './ChatEntryGate';

export interface ChatEntryPointProps {
  brand: BrandData | null;
  user: UserData | null;
  tenant: TenantType;
}

/** The help chat of the default layout, on the signed-in tenant's chat flag (spec §2, §6, §9). */
export function ChatEntryPoint({ brand, user, tenant }: ChatEntryPointProps) {
  const api = useApi();
  const transport = useMemo(() => createBrandBaseChatTransport(api), [api]);
  const config = SessionContext.useSelector((state) => state.context.config);
  return (
    <ChatEntryGate
      enabled={chatEntryEnabled(config, tenant)}
      brand={brand}
      user={user}
      tenant={tenant}
      transport={transport}
    />
  );
}

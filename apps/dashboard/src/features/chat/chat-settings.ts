import { tenantProfile, type TenantType } from '../../platform/tenant-profile';

interface ConfigItemLike {
  key: string;
  configValue: unknown;
}

function isConfigItem(value: unknown): value is ConfigItemLike {
  return typeof value === 'object' && value !== null && 'key' in value && 'configValue' in value;
}

/** The contract's key; the tenant config answers the signed-in tenant's own value (CONVENTIONS.md). */
const contractChatEntryKey = 'chat.entryPoint.enable';

/** Whether the help-chat entry point shows for this tenant (spec §6); off when not configured. */
export function chatEntryEnabled(config: unknown, tenant: TenantType): boolean {
  if (!Array.isArray(config)) return false;
  const keys = [tenantProfile(tenant).chatEntryFlag, contractChatEntryKey];
  for (const key of keys) {
    const item = config.find((entry): entry is ConfigItemLike => isConfigItem(entry) && entry.key === key);
    if (item) return item.configValue === true;
  }
  return false;
}

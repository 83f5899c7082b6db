import { isChatEntryEnabled } from '../../platform/config-items';
import type { TenantType } from '../../platform/tenant-profile';

/**
 * Whether the help-chat entry point shows (spec §6). The three per-tenant flags of the spec are
 * one key, `chat.entryPoint.enable`, that the tenant config answers for the signed-in tenant
 * (CONVENTIONS.md); off when not configured.
 */
export function chatEntryEnabled(config: unknown, _tenant: TenantType): boolean {
  return isChatEntryEnabled(config);
}

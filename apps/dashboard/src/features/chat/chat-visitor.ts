import type { BrandData, UserData } from '@seller/machines';
import { tenantProfile, type TenantType } from '../../platform/tenant-profile';
import type { ChatVisitor } from './chat-transport';

/** The visitor of spec §2: the brand is who chats (its id is the unique id); the user is the officer. */
export function chatVisitorOf(
  brand: BrandData,
  user: UserData | null,
  tenant: TenantType,
): ChatVisitor {
  return {
    displayName: brand.brandName,
    uniqueId: brand.id,
    channel: tenantProfile(tenant).chatChannel,
    extras: {
      officerName: user?.name ?? '',
      partnerType: tenant,
      partnerId: brand.id,
      partnerName: brand.brandName,
      brandType: brand.brandType ?? '',
      brandLevel: brand.brandLevel?.name ?? '',
      phone: user?.telephone ?? '',
      email: user?.email ?? '',
    },
  };
}

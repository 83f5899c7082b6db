import type { BrandData, MenuItem, UserBrand, UserData } from '@seller/machines';
import type { AdminSchemas, BrandSchemas, MiminSchemas } from './contract-types';

/**
 * The contract speaks numeric ids and `children`; the machines keep ids as strings (a brand id
 * can be a comma list, §4) and menus as `childMenu`. The mapping happens here, once.
 */
export function toUserData(user: MiminSchemas['User']): UserData {
  return {
    id: String(user.id),
    name: user.name,
    ...(user.telephone ? { telephone: user.telephone } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(user.profilePictureUrl ? { profilePictureUrl: user.profilePictureUrl } : {}),
  };
}

export function toUserBrand(brand: MiminSchemas['UserBrand']): UserBrand {
  return { id: String(brand.id), name: brand.name };
}

export function toMenuItem(item: AdminSchemas['MenuItem']): MenuItem {
  return {
    name: item.name,
    path: item.path,
    icon: item.icon,
    code: item.code,
    additional: {
      index: item.additionalSettings.index,
      ...(item.additionalSettings.target ? { target: item.additionalSettings.target } : {}),
      newMenu: item.additionalSettings.newMenu,
    },
    childMenu: item.children.map(toMenuItem),
  };
}

export function toBrandData(brand: BrandSchemas['Brand']): BrandData {
  return {
    ...brand,
    id: String(brand.id),
    brandId: String(brand.brandId),
    logoUrl: brand.logoUrl ?? undefined,
  } as BrandData;
}

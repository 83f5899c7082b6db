/**
 * Reading the tenant configuration (`GET /v1/tenant/config`, items `{ key, configItem,
 * configValue }`) with the defaults the contract's CONVENTIONS.md fixes for a missing key.
 */
interface ConfigItem {
  key: string;
  configValue: unknown;
}

function isConfigItem(value: unknown): value is ConfigItem {
  return (
    typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string'
  );
}

/** The value of one tenant-config key, or undefined when the key is absent or the config malformed. */
export function configValue(config: unknown, key: string): unknown {
  if (!Array.isArray(config)) return undefined;
  return config.find((item): item is ConfigItem => isConfigItem(item) && item.key === key)
    ?.configValue;
}

function booleanValue(config: unknown, key: string, fallback: boolean): boolean {
  const value = configValue(config, key);
  return typeof value === 'boolean' ? value : fallback;
}

export const defaultActiveTransactionStatuses: readonly number[] = [1, 2, 3, 8];

/** The four order statuses summed into the active-transaction badge (§4). */
export function activeTransactionStatuses(config: unknown): readonly number[] {
  const value = configValue(config, 'order.activeStatuses');
  return Array.isArray(value) && value.every((status) => typeof status === 'number')
    ? value
    : defaultActiveTransactionStatuses;
}

export interface DiscussionMenuSetting {
  isShowForAllBrand: boolean;
  brandIds: readonly string[];
}

export function discussionMenuSetting(config: unknown): DiscussionMenuSetting {
  const value = configValue(config, 'discussion.menu');
  if (typeof value !== 'object' || value === null)
    return { isShowForAllBrand: false, brandIds: [] };
  const { isShowForAllBrand, brandIds } = value as {
    isShowForAllBrand?: unknown;
    brandIds?: unknown;
  };
  return {
    isShowForAllBrand: isShowForAllBrand === true,
    brandIds: Array.isArray(brandIds) ? brandIds.map(String) : [],
  };
}

/** §2: the discussion entry shows when configured for all brands or the brand is on the list. */
export function showsDiscussionFor(config: unknown, brandId: string | null): boolean {
  const setting = discussionMenuSetting(config);
  return setting.isShowForAllBrand || (brandId !== null && setting.brandIds.includes(brandId));
}

export function isTieringEnabled(config: unknown): boolean {
  return booleanValue(config, 'tiering.enable', false);
}

export function isOnboardingAllowed(config: unknown): boolean {
  return booleanValue(config, 'onboarding.enable', false);
}

export function isChatEntryEnabled(config: unknown): boolean {
  return booleanValue(config, 'chat.entryPoint.enable', false);
}

/** The education centre: the configured site, else the build's default. */
export function educationUrl(config: unknown, fallback: string): string {
  const value = configValue(config, 'education.url');
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : fallback;
}

interface ConfigItemLike {
  key: string;
  configValue: unknown;
}

function isConfigItem(value: unknown): value is ConfigItemLike {
  return typeof value === 'object' && value !== null && 'key' in value && 'configValue' in value;
}

/** `onboarding.enable` of the tenant config (spec §6: onboarding is allowed only by this flag). */
export function onboardingAllowedByConfig(config: unknown): boolean {
  if (!Array.isArray(config)) return false;
  const item = config.find((entry): entry is ConfigItemLike => isConfigItem(entry) && entry.key === 'onboarding.enable');
  return item?.configValue === true;
}

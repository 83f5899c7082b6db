import type { SettingsSection } from './copy';

export const settingsPath = '/settings';

/** Each section has its own address, so a link opens it and the unsaved-changes guard sees a section change. */
export const settingsSectionPath = (section: SettingsSection) => `${settingsPath}/${section}`;

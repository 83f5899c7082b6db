/** The page's tabs, each at its own address (their names are in copy.ts). */
export const settingsSections = ['akun', 'keamanan', 'rekening', 'privasi'] as const;
export type SettingsSection = (typeof settingsSections)[number];

export const settingsPath = '/settings';
export const settingsSectionPattern = `${settingsPath}/:section`;

/** Each section has its own address, so a link opens it and the unsaved-changes guard sees a section change. */
export const settingsSectionPath = (section: SettingsSection) => `${settingsPath}/${section}`;

export const isSettingsSection = (value: string | undefined): value is SettingsSection =>
  settingsSections.some((section) => section === value);

/** The section of `/settings/:section`: Akun for a bare /settings, null for an unknown one. */
export function parseSettingsSection(param: string | undefined): SettingsSection | null {
  if (param === undefined) return 'akun';
  return isSettingsSection(param) ? param : null;
}

/** The backend services of spec §7, one OpenAPI document and one client each. */
export const serviceNames = [
  'auth',
  'admin',
  'brand',
  'brand-base',
  'product',
  'stockist',
  'stockist-extension',
  'disbursement',
  'dashboard',
  'upload',
  'deeplink',
  'maps',
  'mimin',
  'youtube',
  'embed',
  'scam',
] as const;

export type ServiceName = (typeof serviceNames)[number];

export function isServiceName(value: string): value is ServiceName {
  return (serviceNames as readonly string[]).includes(value);
}

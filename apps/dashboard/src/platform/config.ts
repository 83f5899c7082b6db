/**
 * Where the dashboard finds its backend. One base URL serves every service by default
 * (`<base>/<service>`); any service can be pointed elsewhere on its own.
 *
 *   VITE_API_BASE_URL=https://api.example.id          every service under this base
 *   VITE_API_URL_PRODUCT=https://product.example.id   one service elsewhere
 */
export interface AppConfig {
  /** Base URL that every service hangs off unless overridden. */
  apiBaseUrl: string;
  /** Per-service base URL overrides, keyed by service name (e.g. `product`, `stockist-extension`). */
  serviceUrls: Record<string, string>;
  /** The education centre opened by the header's 'Pusat Edukasi' button. */
  educationUrl: string;
  /** Version string compared with the `evm_version` cookie. */
  appVersion: string;
}

const serviceOverridePrefix = 'VITE_API_URL_';

function readServiceOverrides(env: Record<string, unknown>): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith(serviceOverridePrefix) || typeof value !== 'string' || value === '')
      continue;
    const service = key.slice(serviceOverridePrefix.length).toLowerCase().replaceAll('_', '-');
    overrides[service] = value;
  }
  return overrides;
}

export function readAppConfig(env: Record<string, unknown> = import.meta.env): AppConfig {
  const text = (key: string, fallback: string) => {
    const value = env[key];
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  return {
    apiBaseUrl: text('VITE_API_BASE_URL', '/api'),
    serviceUrls: readServiceOverrides(env),
    educationUrl: text('VITE_EDUCATION_URL', 'https://edukasi.example.id'),
    appVersion: text('VITE_APP_VERSION', '1.0.0'),
  };
}

import { HIDE_ERROR_HEADERS, unwrap, type ApiClients, type Schema } from '@seller/api-types';
import type { Read } from '../../platform/data/read';
import type { TenantType } from '../../platform/tenant-profile';

/*
 * The settings page's reads, each read by the tab that shows it. A tab shows its own failure
 * inline, with a retry, so the calls hide the §8 toast.
 */

export type SettingsUser = Schema<'mimin', 'User'>;
export type BankAccount = Schema<'disbursement', 'BankAccount'>;
export interface SessionEntry {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

export const settingsKeys = {
  user: (tenant: TenantType) => ['settings', { tenant }, 'user'] as const,
  sessions: (tenant: TenantType) => ['settings', { tenant }, 'sessions'] as const,
  bankAccount: (tenant: TenantType, brandId: number) =>
    ['settings', { tenant, brandId }, 'bank-account'] as const,
  masking: (brandId: number) => ['settings', { brandId }, 'masking'] as const,
};

/** A call's params with the §8 toast hidden. */
export const quietly = <P>(params: P) => ({ params, headers: HIDE_ERROR_HEADERS });
const dataOf = <T>(answer: { data: T }) => answer.data;

/** The signed-in seller's profile (Akun). */
export const currentUserRead = (api: ApiClients, tenant: TenantType): Read<SettingsUser> => ({
  queryKey: settingsKeys.user(tenant),
  queryFn: () =>
    unwrap(api.mimin.GET('/v2/{tenant}/user/current', quietly({ path: { tenant } }))).then(dataOf),
});

/** The account's active sign-ins, this device among them (Keamanan). */
export const sessionsRead = (api: ApiClients, tenant: TenantType): Read<SessionEntry[]> => ({
  queryKey: settingsKeys.sessions(tenant),
  queryFn: () =>
    unwrap(api.mimin.GET('/v2/{tenant}/user/sessions', quietly({ path: { tenant } }))).then(dataOf),
});

/** The account the brand's withdrawals are paid into, masked; null when none is registered. */
export const bankAccountRead = (
  api: ApiClients,
  tenant: TenantType,
  brandId: number,
): Read<BankAccount | null> => ({
  queryKey: settingsKeys.bankAccount(tenant, brandId),
  queryFn: () =>
    unwrap(
      api.disbursement.GET(
        '/v2/{tenant}/bank-account',
        quietly({ path: { tenant }, query: { brandId } }),
      ),
    ).then(dataOf),
});

/** Whether the brand's buyer phones are masked (§3 maskingNumberEnabled). */
export const maskingRead = (api: ApiClients, brandId: number): Read<boolean> => ({
  queryKey: settingsKeys.masking(brandId),
  queryFn: () =>
    unwrap(api.scam.GET('/v1/scam/masking-number', quietly({ query: { brandId } }))).then(
      (answer) => answer.data.maskingNumberEnabled,
    ),
});

import { unwrap, type ApiClients } from '@seller/api-types';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { setMaskingNumberEnabled } from '../../platform/mask-phone';
import type { TenantType } from '../../platform/tenant-profile';
import { settingsCopy } from './copy';
import { quietly, settingsKeys } from './settings-queries';
import type { AccountFields, BankFields, PasswordFields } from './settings-schema';

const keyed = <P extends object>(key: string, params?: P) => ({
  ...(params as P),
  header: { 'Idempotency-Key': key },
});

/**
 * The settings page's writes for the seller's tenant and the brand chosen (null: none or
 * several). Each goes under the Idempotency-Key its form holds for the intended change
 * (use-idempotent-save.ts); the tab shows the outcome beside its button. What a write changed
 * goes into the cache, so the tab and a later visit show it without asking again.
 */
export function settingsWrites(api: ApiClients, tenant: TenantType, brandId: number | null) {
  const client = queryClientOf(api);
  const path = { path: { tenant } };
  // The tab offers no save of the brand's without one brand chosen.
  const brand = () => {
    if (brandId === null) throw new Error(settingsCopy.masking.noBrand);
    return brandId;
  };
  const refreshSessions = () => void refreshAnswers(client, settingsKeys.sessions(tenant));

  return {
    saveProfile: async ({ name, telephone, email }: AccountFields, key: string) => {
      const { data } = await unwrap(
        api.mimin.PUT('/v2/{tenant}/user/current/profile', {
          ...quietly(keyed(key, path)),
          body: { name: name.trim(), telephone: telephone.trim(), email: email.trim() },
        }),
      );
      client.setQueryData(settingsKeys.user(tenant), data);
      return data;
    },

    /** Resolves with how many other devices were signed out; their list is asked again. */
    changePassword: async (fields: PasswordFields, key: string) => {
      const { currentPassword, newPassword, signOutOthers } = fields;
      const { data } = await unwrap(
        api.mimin.PUT('/v2/{tenant}/user/current/password', {
          ...quietly(keyed(key, path)),
          body: { currentPassword, newPassword, signOutOthers },
        }),
      );
      refreshSessions();
      return data.revokedSessions;
    },

    /** Signs every other device out, this one stays; their list is asked again. */
    revokeOtherSessions: async (key: string) => {
      const { data } = await unwrap(
        api.mimin.POST('/v2/{tenant}/user/sessions/revoke-others', quietly(keyed(key, path))),
      );
      refreshSessions();
      return data.revokedSessions;
    },

    /** Resolves with the new account as the server shows it: masked. */
    saveBankAccount: async (fields: BankFields, key: string) => {
      const { data } = await unwrap(
        api.disbursement.PUT('/v2/{tenant}/bank-account', {
          ...quietly(keyed(key, path)),
          body: {
            brandId: brand(),
            bankName: fields.bankName.trim(),
            accountNumber: fields.accountNumber.trim(),
            accountName: fields.accountName.trim(),
            password: fields.password,
          },
        }),
      );
      client.setQueryData(settingsKeys.bankAccount(tenant, brand()), data);
      return data;
    },

    /** Saves the brand's flag and applies it at once to every buyer phone on screen. */
    saveMasking: async (enabled: boolean, key: string) => {
      const { data } = await unwrap(
        api.scam.PUT('/v1/scam/masking-number', {
          ...quietly(keyed(key)),
          body: { brandId: brand(), maskingNumberEnabled: enabled },
        }),
      );
      setMaskingNumberEnabled(data.maskingNumberEnabled);
      client.setQueryData(settingsKeys.masking(brand()), data.maskingNumberEnabled);
      return data.maskingNumberEnabled;
    },
  };
}

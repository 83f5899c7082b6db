import { z } from 'zod/mini';
import {
  putBankAccountBodyLimits as bankLimits,
  putCurrentUserPasswordBodyLimits as passwordLimits,
  putCurrentUserProfileBodyLimits as profileLimits,
} from '@seller/api-types';
import { settingsCopy } from './copy';

const v = settingsCopy.validation;

/** Trimmed text within the contract's lengths: too short says `short`, too long `long`. */
const text = (
  { minLength, maxLength }: { minLength: number; maxLength: number },
  short: string,
  long: string,
) => z.string().check(z.trim(), z.minLength(minLength, short), z.maxLength(maxLength, long));

export const accountSchema = z.object({
  name: text(profileLimits.name, v.nameRequired, v.nameTooLong),
  telephone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.telephoneRequired),
      z.regex(new RegExp(profileLimits.telephone.pattern), v.telephoneFormat),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.emailRequired),
      z.maxLength(profileLimits.email.maxLength, v.emailFormat),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, v.emailFormat),
    ),
});
export type AccountFields = z.infer<typeof accountSchema>;

const strongEnough = (value: string) =>
  value.length >= passwordLimits.newPassword.minLength &&
  /[A-Za-z]/.test(value) &&
  /[0-9]/.test(value);

export const passwordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(passwordLimits.currentPassword.minLength, v.currentRequired)),
    newPassword: z
      .string()
      .check(
        z.maxLength(passwordLimits.newPassword.maxLength, v.nextTooLong),
        z.refine(strongEnough, v.nextRule),
      ),
    confirmPassword: z.string(),
    signOutOthers: z.boolean(),
  })
  .check(
    z.refine((value) => value.newPassword !== value.currentPassword || value.newPassword === '', {
      message: v.nextSame,
      path: ['newPassword'],
    }),
    z.refine((value) => value.confirmPassword === value.newPassword, {
      message: v.confirmMismatch,
      path: ['confirmPassword'],
    }),
  );
export type PasswordFields = z.infer<typeof passwordSchema>;

export const bankSchema = z.object({
  bankName: text(bankLimits.bankName, v.bankNameRequired, v.bankNameRequired),
  accountNumber: z
    .string()
    .check(z.trim(), z.regex(new RegExp(bankLimits.accountNumber.pattern), v.accountNumberFormat)),
  accountName: text(bankLimits.accountName, v.accountNameRequired, v.nameTooLong),
  password: z
    .string()
    .check(
      z.minLength(bankLimits.password.minLength, v.passwordRequired),
      z.maxLength(bankLimits.password.maxLength, v.passwordRequired),
    ),
});
export type BankFields = z.infer<typeof bankSchema>;

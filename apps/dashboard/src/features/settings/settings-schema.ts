import { z } from 'zod/mini';
import { settingsCopy } from './copy';

const v = settingsCopy.validation;

export const accountSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, v.nameRequired), z.maxLength(100, v.nameTooLong)),
  telephone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.telephoneRequired),
      z.regex(/^\+?[0-9]{8,15}$/, v.telephoneFormat),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.emailRequired),
      z.maxLength(254, v.emailFormat),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, v.emailFormat),
    ),
});
export type AccountFields = z.infer<typeof accountSchema>;

const strongEnough = (value: string) =>
  value.length >= 8 && /[A-Za-z]/.test(value) && /[0-9]/.test(value);

export const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, v.currentRequired)),
    newPassword: z
      .string()
      .check(z.maxLength(128, v.nextTooLong), z.refine(strongEnough, v.nextRule)),
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
  bankName: z
    .string()
    .check(z.trim(), z.minLength(2, v.bankNameRequired), z.maxLength(100, v.bankNameRequired)),
  accountNumber: z.string().check(z.trim(), z.regex(/^[0-9]{6,20}$/, v.accountNumberFormat)),
  accountName: z
    .string()
    .check(z.trim(), z.minLength(2, v.accountNameRequired), z.maxLength(100, v.nameTooLong)),
  password: z
    .string()
    .check(z.minLength(1, v.passwordRequired), z.maxLength(128, v.passwordRequired)),
});
export type BankFields = z.infer<typeof bankSchema>;

import { z } from 'zod';
import { signInCopy } from './copy';

export const signInSchema = z.object({
  email: z.string().trim().min(1, signInCopy.emailRequired).email(signInCopy.emailInvalid),
  password: z.string().min(1, signInCopy.passwordRequired),
});

export type SignInValues = z.infer<typeof signInSchema>;

import { signInCopy } from './copy';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

// The same shape browsers accept for type=email: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the sign-in form before anything is sent. Kept dependency-free: the sign-in page is the
 * first thing a seller loads, and its bundle budget has no room for a schema library.
 */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = signInCopy.emailRequired;
  else if (!emailPattern.test(email)) errors.email = signInCopy.emailInvalid;
  if (values.password === '') errors.password = signInCopy.passwordRequired;
  return errors;
}

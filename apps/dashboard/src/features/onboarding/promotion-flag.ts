import Cookies from 'js-cookie';
import { cookieNames, writePromotionCookie } from '../../platform/session-cookies';
import { readPersisted, writePersisted } from '../../platform/persisted-state';

/**
 * The `promotion` flag (spec §3): the cookie wins; without the cookie (a new browser session)
 * the promotion may show once.
 */
export function readPromotionFlag(): boolean {
  const cookie = Cookies.get(cookieNames.promotion);
  if (cookie === 'true') return true;
  if (cookie === 'false') return false;
  return true;
}

export function storePromotionFlag(value: boolean): void {
  writePromotionCookie(value);
  writePersisted('promotion', value);
}

/** The local onboard flag of §4. */
export function readOnboardFlag(): boolean {
  return readPersisted('onboard');
}

export function storeOnboardFlag(value: boolean): void {
  writePersisted('onboard', value);
}

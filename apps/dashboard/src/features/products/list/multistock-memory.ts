/** The multistock flag as last read: a deploy-wide setting, kept so a reload can start the list before asking. */
const lastMultistockKey = 'multistockPhase2';

/** The multistock flag of the last visit, or null when none was read on this device. */
export function lastKnownMultistockFlag(): boolean | null {
  try {
    const stored = localStorage.getItem(lastMultistockKey);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function rememberMultistockFlag(value: boolean): void {
  try {
    localStorage.setItem(lastMultistockKey, String(value));
  } catch {
    // Without storage the next reload just asks first.
  }
}

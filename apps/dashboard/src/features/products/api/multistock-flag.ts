import { unwrap, type ApiClients } from '@seller/api-types';

// Its own module: the product list's route loader reads the flag from the app core, which must
// not carry the product requests and their copy along with it.

const multistockFlags = new WeakMap<ApiClients, Promise<boolean>>();
/** The flag as last read: a deploy-wide setting, kept so a reload can start the list before asking. */
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

function rememberMultistockFlag(value: boolean): void {
  try {
    localStorage.setItem(lastMultistockKey, String(value));
  } catch {
    // Without storage the next reload just asks first.
  }
}

/** Multistock phase 2 (GET /version, `Multistock.Phase2.Enable`), read once per set of clients. */
export function readMultistockFlag(api: ApiClients): Promise<boolean> {
  const known = multistockFlags.get(api);
  if (known) return known;
  const flag = unwrap(api.admin.GET('/version', {}))
    .then((result) => {
      const value = result.data.config['Multistock.Phase2.Enable'] === true;
      rememberMultistockFlag(value);
      return value;
    })
    .catch(() => {
      multistockFlags.delete(api);
      // Without the flag the phase 1 listing still works; a later visit asks again.
      return false;
    });
  multistockFlags.set(api, flag);
  return flag;
}

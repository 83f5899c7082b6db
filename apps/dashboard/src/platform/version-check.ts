import { createActor, type Actor } from 'xstate';
import { fromPromise } from 'xstate';
import { HIDE_ERROR_HEADERS, unwrap, type ApiClients } from '@seller/api-types';
import { appVersionMachine } from '@seller/machines';
import { listenToAppEvents } from './app-events';
import { inspect } from './machine-inspector';

const chunkReloadKey = 'chunkReloadedAt';

/**
 * The version this browser ran before, as the server's `evm_version` cookie holds it (§9: http-only,
 * so script never reads it; the server compares and sets it). Null when it was absent or the call
 * failed: then nothing reloads, which is what a version check that cannot tell should do.
 */
async function previousVersion(api: ApiClients, appVersion: string): Promise<string | null> {
  try {
    const answer = await unwrap(
      api.admin.POST('/v1/system/app-version', {
        body: { version: appVersion },
        headers: HIDE_ERROR_HEADERS,
      }),
    );
    return answer.data.previousVersion;
  } catch (error) {
    console.error(error);
    return null;
  }
}

async function removeServiceWorkersAndCaches(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (typeof caches !== 'undefined') {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
}

function chunkReloadedMsAgo(): number | null {
  // Session storage survives the reload itself, which is what the throttle must outlive.
  const stored = Number(sessionStorage.getItem(chunkReloadKey));
  return Number.isFinite(stored) && stored > 0 ? Date.now() - stored : null;
}

function fullPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export type AppVersionActor = Actor<typeof appVersionMachine>;

let actor: AppVersionActor | null = null;

/**
 * Starts the version check and the chunk-load reload throttle of §4, §8, §9 (appVersion
 * machine): a new version clears old service workers and caches, then reloads after 3 s; a
 * chunk that fails to load reloads the page at most once per 60 s.
 */
export async function startVersionCheck(
  api: ApiClients,
  appVersion: string,
): Promise<AppVersionActor> {
  if (actor) return actor;
  const cookieVersion = await previousVersion(api, appVersion);
  if (actor) return actor;
  const machine = appVersionMachine.provide({
    actors: { removeServiceWorkersAndCaches: fromPromise(removeServiceWorkersAndCaches) },
    actions: {
      // The version call above already set the cookie to this version, where only the server can.
      setVersionCookie: () => undefined,
      reloadPage: (_, { fullPath: path }) => window.location.replace(path),
      recordChunkReload: () => sessionStorage.setItem(chunkReloadKey, String(Date.now())),
      logError: (_, { error }) => console.error(error),
    },
  });
  actor = createActor(machine, {
    inspect,
    input: {
      appVersion,
      cookieVersion,
      fullPath: fullPath(),
      chunkReloadedMsAgo: chunkReloadedMsAgo(),
    },
  }).start();
  const started = actor;
  listenToAppEvents((event, asked) => {
    if (event === 'navigated')
      started.send({ type: 'app.navigated', fullPath: asked ?? fullPath() });
    else started.send({ type: 'app.chunkLoadFailed' });
  });
  return actor;
}

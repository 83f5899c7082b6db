import Cookies from 'js-cookie';
import { createActor, type Actor } from 'xstate';
import { fromPromise } from 'xstate';
import { appVersionMachine } from '@seller/machines';
import { listenToAppEvents } from './app-events';
import { cookieNames } from './session-cookies';
import { inspect } from './machine-inspector';

const chunkReloadKey = 'chunkReloadedAt';
const versionCookieDays = 365;

/** `evm_version` (§9): path /, same-site lax, secure on https, about a year. */
export function writeVersionCookie(version: string): void {
  // §9 also asks for http-only, which only a server can set; script-written cookies never are.
  Cookies.set(cookieNames.version, version, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    expires: versionCookieDays,
  });
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
export function startVersionCheck(appVersion: string): AppVersionActor {
  if (actor) return actor;
  const machine = appVersionMachine.provide({
    actors: { removeServiceWorkersAndCaches: fromPromise(removeServiceWorkersAndCaches) },
    actions: {
      setVersionCookie: (_, { version }) => writeVersionCookie(version),
      reloadPage: (_, { fullPath: path }) => window.location.replace(path),
      recordChunkReload: () => sessionStorage.setItem(chunkReloadKey, String(Date.now())),
      logError: (_, { error }) => console.error(error),
    },
  });
  actor = createActor(machine, {
    inspect,
    input: {
      appVersion,
      cookieVersion: Cookies.get(cookieNames.version) ?? null,
      fullPath: fullPath(),
      chunkReloadedMsAgo: chunkReloadedMsAgo(),
    },
  }).start();
  const started = actor;
  listenToAppEvents((event) => {
    if (event === 'navigated') started.send({ type: 'app.navigated', fullPath: fullPath() });
    else started.send({ type: 'app.chunkLoadFailed' });
  });
  return actor;
}

// Finds a Chromium for browser tests, Storybook tests and Lighthouse.
// Order: CHROMIUM_PATH, the distribution's package, then Playwright's own download
// (installed on demand on machines that can reach Playwright's CDN).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function playwrightBundled() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Path of a Chromium binary, or undefined when none is present. */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  return system ?? (await playwrightBundled());
}

/** Like findChromium, but installs Playwright's Chromium when nothing is present. */
export async function ensureChromium() {
  const found = await findChromium();
  if (found) return found;
  console.log('Chromium tidak ditemukan; memasang Chromium milik Playwright …');
  execFileSync('pnpm', ['exec', 'playwright', 'install', 'chromium'], { stdio: 'inherit' });
  const installed = await playwrightBundled();
  if (!installed) {
    throw new Error(
      'No Chromium available. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  return installed;
}

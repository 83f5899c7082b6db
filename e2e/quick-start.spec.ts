import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/accounts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The two commands of the README's quick start, in the order they appear. */
function quickStartCommands(): string[] {
  const readme = readFileSync(`${repoRoot}/README.md`, 'utf8');
  const section = readme.split('## Quick start')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/```sh\n([^\n]+)\n```/g)].map((match) => match[1]!.trim());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, product: ChildProcess, log: () => string): Promise<void> {
  const answers = async () => {
    if (product.exitCode !== null) throw new Error(`The start command exited early:\n${log()}`);
    return fetch(url).then(
      (response) => response.ok,
      () => false, // Not listening yet.
    );
  };
  // A clean install and build take minutes on a busy two-core machine.
  await expect
    .poll(answers, { timeout: 150_000, intervals: [500], message: `The product at ${url}` })
    .toBe(true);
}

test.describe('the README quick start', () => {
  test('has exactly two commands, and CI runs the test command verbatim', () => {
    const commands = quickStartCommands();
    expect(commands).toEqual([
      'npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 start',
      'npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test',
    ]);
    const ciScript = readFileSync(`${repoRoot}/.ci/run`, 'utf8').trim().split('\n');
    expect(ciScript.at(-1)).toBe(commands[1]);
  });

  test('the first command installs, builds and serves the product, and a demo seller signs in', async ({
    page,
  }) => {
    // A clean install, a build and a sign-in, run as a newcomer would: minutes, not seconds.
    test.setTimeout(240_000);
    const [startCommand] = quickStartCommands();
    const port = await freePort();
    let output = '';
    // Its own process group, so the whole tree (pnpm, the sandbox) stops with the test.
    const product = spawn('bash', ['-c', startCommand!], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), CI: 'true' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    product.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    product.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitForServer(`${origin}/sign-in`, product, () => output);
      // It prints where it runs and the demo accounts.
      expect(output).toContain(origin);
      expect(output).toContain(demoAccounts.seller);

      await page.goto(`${origin}/sign-in`);
      await page.getByLabel('Email').fill(demoAccounts.seller);
      await page.getByLabel('Kata sandi').fill(demoPassword);
      await page.getByRole('button', { name: 'Masuk' }).click();
      // The first visit of a freshly started product: every file is read and compressed once.
      await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 30_000 });
      const cookies = (await page.context().cookies(origin)).map((cookie) => cookie.name);
      expect(cookies).toEqual(expect.arrayContaining(['evb_token', 'mimin_token']));
    } finally {
      if (product.pid) process.kill(-product.pid, 'SIGTERM');
    }
  });
});

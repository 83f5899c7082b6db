// `pnpm test`: every check of the workspace but the benchmarks, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { playwrightFailures, printFailures, vitestFailures } from './failure-recap.mjs';

const chromium = await ensureChromium();
process.env.CHROMIUM_PATH = chromium;
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

// Every step runs, so one log shows every failure; a step that needs an earlier one (`after`)
// is left out when that one failed.
const steps = [
  {
    name: 'format (Prettier)',
    command: ['exec', 'prettier', '--check', '.', '--log-level', 'warn'],
  },
  { name: 'lint', command: ['exec', 'eslint', '.', '--max-warnings=0'] },
  { name: 'import circles', command: ['run', 'check:cycles'] },
  { name: 'typecheck', command: ['run', 'typecheck'] },
  {
    name: 'contract (OpenAPI lint, generated types fresh)',
    command: ['--filter', '@seller/api-types', 'check'],
  },
  {
    name: 'unit, component, machine, sandbox and story tests',
    command: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    failures: () => vitestFailures(vitestReport),
  },
  { name: 'build the dashboard', command: ['--filter', '@seller/dashboard', 'build'] },
  {
    name: 'end to end in Chromium',
    command: ['exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    after: 'build the dashboard',
    failures: () => playwrightFailures(playwrightReport),
  },
];

const results = [];
for (const { name, command, env, after, failures } of steps) {
  if (after && !results.some((result) => result.name === after && result.ok)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync('pnpm', command, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({
    name,
    ok: status === 0,
    seconds,
    failures: status === 0 ? [] : (failures?.() ?? []),
  });
}
rmSync(reports, { recursive: true, force: true });

for (const { name, failures } of results) printFailures(name, failures);

console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`,
);
process.exit(failed === 0 ? 0 : 1);

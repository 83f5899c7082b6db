// `pnpm test`: every check of the workspace but the benchmarks, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = await ensureChromium();
process.env.CHROMIUM_PATH = chromium;
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const steps = [
  ['lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']],
  ['contract (OpenAPI lint, generated types fresh)', 'pnpm', ['--filter', '@seller/api-types', 'check']],
  ['unit, component, machine, sandbox and story tests', 'pnpm', ['exec', 'vitest', 'run']],
  ['build the dashboard', 'pnpm', ['--filter', '@seller/dashboard', 'build']],
  ['end to end in Chromium', 'pnpm', ['exec', 'playwright', 'test']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`);
process.exit(failed === 0 ? 0 : 1);

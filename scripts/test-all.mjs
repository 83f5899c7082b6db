// `pnpm test`: every check of the workspace but the benchmarks, in the order that fails fastest.
import { spawn } from 'node:child_process';
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

// The quick checks are single-threaded: on two cores the typecheck runs beside the others
// (`lane`), and each prints its output once it ends so the two never interleave.
const quickChecks = [
  {
    name: 'format (Prettier)',
    command: ['exec', 'prettier', '--check', '.', '--log-level', 'warn'],
    lane: 'checks',
  },
  { name: 'lint', command: ['exec', 'eslint', '.', '--max-warnings=0'], lane: 'checks' },
  { name: 'import circles', command: ['run', 'check:cycles'], lane: 'checks' },
  {
    name: 'contract (OpenAPI lint, generated types fresh)',
    command: ['--filter', '@seller/api-types', 'check'],
    lane: 'checks',
  },
  {
    name: 'build the dashboard',
    command: ['--filter', '@seller/dashboard', 'build'],
    lane: 'checks',
  },
  { name: 'typecheck', command: ['run', 'typecheck'], lane: 'types' },
];

// The test runners use every core each, so they run one after the other, their output live.
const testRuns = [
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
  {
    name: 'end to end in Chromium',
    command: ['exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    after: 'build the dashboard',
    failures: () => playwrightFailures(playwrightReport),
  },
];

/** Runs one step; a buffered step prints its output when it ends. */
function run({ name, command, env, failures }, { buffered }) {
  if (!buffered) console.log(`\n▶ ${name}`);
  const started = Date.now();
  const child = spawn('pnpm', command, {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = status === 0;
      resolve({ name, ok, seconds, failures: ok ? [] : (failures?.() ?? []) });
    });
  });
}

async function runLane(lane) {
  const laneResults = [];
  for (const step of quickChecks.filter((check) => check.lane === lane))
    laneResults.push(await run(step, { buffered: true }));
  return laneResults;
}

// Every step runs, so one log shows every failure; a step that needs an earlier one (`after`)
// is left out when that one failed.
const lanes = await Promise.all([...new Set(quickChecks.map((check) => check.lane))].map(runLane));
const results = quickChecks.map(({ name }) => lanes.flat().find((result) => result.name === name));
for (const step of testRuns) {
  if (step.after && !results.some((result) => result.name === step.after && result.ok)) continue;
  results.push(await run(step, { buffered: false }));
}
rmSync(reports, { recursive: true, force: true });

for (const { name, failures } of results) printFailures(name, failures);

const steps = quickChecks.length + testRuns.length;
console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps - results.length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`,
);
process.exit(failed === 0 ? 0 : 1);

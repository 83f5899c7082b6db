// The names of the tests that failed, read from the runners' JSON reports, so the end of a
// long log says what went wrong without scrolling back through thousands of lines.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const firstLines = (text, count = 6) =>
  String(text ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');

function readReport(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Failures in a Vitest JSON report (its Jest-compatible shape). */
export function vitestFailures(path) {
  const report = readReport(path);
  if (!report) return [];
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push({
        title: `${where} › ${test.fullName}`,
        detail: test.failureMessages?.join('\n'),
      });
    if (failed.length === 0 && file.status === 'failed')
      failures.push({ title: where, detail: file.message });
  }
  return failures;
}

/** Failures in a Playwright JSON report: tests whose final outcome was unexpected. */
export function playwrightFailures(path) {
  const report = readReport(path);
  if (!report) return [];
  const failures = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({
          title: `${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}`,
          detail: last?.error?.message,
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file && child.title ? [...trail, child.title] : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    failures.push({ title: 'outside any test', detail: error.message });
  return failures;
}

export function printFailures(stepName, failures) {
  if (failures.length === 0) return;
  console.log(`\nFailed in “${stepName}” (${failures.length}):`);
  for (const { title, detail } of failures.slice(0, 20)) {
    console.log(`  ✗ ${title}`);
    if (detail) console.log(firstLines(detail));
  }
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}

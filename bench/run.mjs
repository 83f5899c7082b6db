// `pnpm bench`: runs every benchmark under bench/ (files named *.bench.mjs), one after another,
// so they do not compete for the two cores. Each writes its figures to bench/reports/ and exits
// non-zero when a budget is exceeded.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];

function findBenchmarks(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'reports' ? [] : findBenchmarks(path);
    return name.endsWith('.bench.mjs') ? [path] : [];
  });
}

const benchmarks = findBenchmarks(benchDir)
  .filter((path) => !only || path.includes(only))
  .sort();
const failures = [];
for (const path of benchmarks) {
  const name = relative(benchDir, path);
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(process.execPath, [path], { stdio: 'inherit' });
  if (status !== 0) failures.push(name);
}
console.log(
  `\nbenchmarks: ${benchmarks.length - failures.length} within budget, ${failures.length} over`,
);
if (failures.length > 0) {
  console.log(`over budget: ${failures.join(', ')}`);
  process.exit(1);
}

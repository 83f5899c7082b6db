// Fails when a committed generated file differs from what the documents produce now.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildArtifacts, packageRoot } from './artifacts.mjs';

const files = await buildArtifacts();
const problems = [];
for (const [path, content] of files) {
  const file = join(packageRoot, path);
  if (!existsSync(file)) problems.push(`missing: ${path}`);
  else if (readFileSync(file, 'utf8') !== content) problems.push(`stale: ${path}`);
}
for (const dir of ['src/generated', 'openapi/bundled']) {
  const full = join(packageRoot, dir);
  if (!existsSync(full)) continue;
  for (const name of readdirSync(full)) {
    if (!files.has(`${dir}/${name}`)) problems.push(`left over: ${dir}/${name}`);
  }
}
if (problems.length > 0) {
  console.error(
    `${problems.join('\n')}\nRun \`pnpm --filter @seller/api-types generate\` and commit the result.`,
  );
  process.exit(1);
}
console.log(`${files.size} generated files are fresh`);

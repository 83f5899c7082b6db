// Writes src/generated/<service>.ts and openapi/bundled/<service>.json from openapi/<service>.yaml.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildArtifacts, packageRoot } from './artifacts.mjs';

const files = await buildArtifacts();

// Files of a removed service must not linger.
for (const dir of ['src/generated', 'openapi/bundled']) {
  mkdirSync(join(packageRoot, dir), { recursive: true });
  for (const name of readdirSync(join(packageRoot, dir))) {
    if (!files.has(`${dir}/${name}`)) rmSync(join(packageRoot, dir, name));
  }
}
for (const [path, content] of files) {
  mkdirSync(dirname(join(packageRoot, path)), { recursive: true });
  writeFileSync(join(packageRoot, path), content);
}
console.log(`generated ${files.size} files`);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentServices, operationsOf, packageRoot } from './documents';

const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');

function tableRows(): string[] {
  const rows: string[] = [];
  for (const match of readme.matchAll(
    /^\| `([A-Z]+) ([^`]+)` +\| ([a-z-]+) +\| `([A-Za-z0-9]+)` +\| (shown|inferred) +\|$/gm,
  )) {
    rows.push(`${match[3]} ${match[1]} ${match[2]} ${match[4]} ${match[5]}`);
  }
  return rows.sort();
}

describe('README call → service table', () => {
  it('lists exactly the operations of the documents', () => {
    const operations = documentServices()
      .flatMap(operationsOf)
      .map(
        ({ service, method, path, operation }) =>
          `${service} ${method} ${path} ${String(operation.operationId)} ${String(operation['x-spec'])}`,
      )
      .sort();
    expect(tableRows()).toEqual(operations);
  });
});

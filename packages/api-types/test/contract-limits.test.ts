import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openapiDir, readYaml } from './documents';

type Json = unknown;

/**
 * The contract limits rule (issue 15): every integer or number a client can send has a
 * `maximum` (and a `minimum`), every string a client can send has a `maxLength` (or an
 * `enum`/`const`, or `format: date|date-time|binary`), and `sortBy` is an enum. The sandbox
 * validates requests against these schemas, so a field without a limit is a field that can
 * carry 2^53 or 50 MB into a handler.
 */

type Node = Record<string, Json>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

const cache = new Map<string, Json>();
const load = (file: string): Json => {
  if (!cache.has(file)) cache.set(file, readYaml(file));
  return cache.get(file) as Json;
};

function deref(ref: string, file: string): { node: Json; file: string } {
  const [target, pointer = ''] = ref.split('#');
  const next = target ? resolve(dirname(file), target) : file;
  let node = load(next);
  for (const part of pointer.split('/').filter(Boolean))
    node = (node as Node)[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Json;
  return { node, file: next };
}

const boundedFormats = new Set(['date', 'date-time', 'binary']);

/** Walks a request schema and lists the places that need a limit, with what to add. */
function problemsOf(schema: Json, file: string, where: string, seen = new Set<string>()): string[] {
  if (!isNode(schema)) return [];
  if (typeof schema.$ref === 'string') {
    const key = `${file}#${schema.$ref}`;
    if (seen.has(key)) return [];
    const next = deref(schema.$ref, file);
    return problemsOf(next.node, next.file, `${where} (${schema.$ref})`, new Set([...seen, key]));
  }
  const out: string[] = [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if ((types.includes('integer') || types.includes('number')) && !fixed) {
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
      out.push(
        `${where}: add maximum (money 1000000000000, stock/quantity 1000000000, id 2147483647, page 1000000, size 100)`,
      );
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
      out.push(`${where}: add minimum`);
  }
  if (
    types.includes('string') &&
    !fixed &&
    !boundedFormats.has(String(schema.format)) &&
    schema.maxLength === undefined
  ) {
    out.push(`${where}: add maxLength (and a pattern or enum where it applies)`);
  }
  for (const key of ['properties', 'patternProperties'] as const) {
    if (isNode(schema[key]))
      for (const [name, sub] of Object.entries(schema[key]))
        out.push(...problemsOf(sub, file, `${where}.${name}`, seen));
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isNode(schema[key])) out.push(...problemsOf(schema[key], file, `${where}[]`, seen));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const) {
    if (Array.isArray(schema[key]))
      (schema[key] as Json[]).forEach((sub) => out.push(...problemsOf(sub, file, where, seen)));
  }
  return out;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const root = process.env.CONTRACT_LIMITS_DIR ?? openapiDir;
const documents = readdirSync(root)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => join(root, f));

/**
 * Gaps that predate the rule (issue 15), listed so the rule can guard every new field at once.
 * The list may only shrink: fix an entry by adding the limit, then delete its line.
 */
const baselineFile = join(openapiDir, '..', 'test', 'contract-limits.baseline.json');
const baseline = new Set(JSON.parse(readFileSync(baselineFile, 'utf8')) as string[]);

interface Input {
  operation: string;
  problems: string[];
}

function inputsOf(file: string): Input[] {
  const doc = load(file) as Node;
  const list: Input[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Node)) {
    if (!isNode(item)) continue;
    for (const method of methods) {
      const op = item[method];
      if (!isNode(op)) continue;
      const name = `${String(op.operationId)} (${method.toUpperCase()} ${path} in ${file.slice(root.length + 1)})`;
      const problems: string[] = [];
      const params = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])];
      for (const raw of params) {
        let param = raw;
        let paramFile = file;
        if (isNode(param) && typeof param.$ref === 'string')
          ({ node: param, file: paramFile } = deref(param.$ref, file));
        if (!isNode(param)) continue;
        const label = `parameter ${String(param.name)}`;
        problems.push(...problemsOf(param.schema, paramFile, label));
        if (param.name === 'sortBy') {
          let schema = param.schema;
          let schemaFile = paramFile;
          while (isNode(schema) && typeof schema.$ref === 'string')
            ({ node: schema, file: schemaFile } = deref(schema.$ref, schemaFile));
          if (!isNode(schema) || !Array.isArray(schema.enum))
            problems.push(`${label}: sortBy must be an enum of the sortable fields`);
        }
      }
      const body = op.requestBody;
      let bodyNode: Json = body;
      let bodyFile = file;
      if (isNode(body) && typeof body.$ref === 'string')
        ({ node: bodyNode, file: bodyFile } = deref(body.$ref, file));
      if (isNode(bodyNode) && isNode(bodyNode.content)) {
        for (const [type, media] of Object.entries(bodyNode.content)) {
          if (isNode(media)) problems.push(...problemsOf(media.schema, bodyFile, `body ${type}`));
        }
      }
      const limit = op['x-max-body-bytes'];
      if (
        limit !== undefined &&
        !(Number.isInteger(limit) && (limit as number) > 0 && (limit as number) <= 10 * 1024 * 1024)
      ) {
        problems.push('x-max-body-bytes: an integer number of bytes from 1 to 10485760');
      }
      list.push({ operation: name, problems });
    }
  }
  return list;
}

describe('contract limits on everything a client sends', () => {
  const inputs = documents.flatMap(inputsOf);

  it('reads the operations of every document', () => {
    expect(inputs.length).toBeGreaterThan(50);
  });

  const found = inputs.flatMap((i) => [...new Set(i.problems)].map((p) => `${i.operation}: ${p}`));
  if (process.env.CONTRACT_LIMITS_WRITE_BASELINE === '1')
    writeFileSync(baselineFile, `${JSON.stringify([...new Set(found)].sort(), null, 2)}\n`);

  it('has a maximum on every number, a maxLength on every string and an enum for sortBy', () => {
    const fresh = found.filter((f) => !baseline.has(f));
    expect(
      fresh,
      `Contract limits missing (see docs/decisions/hardening.md). Add them in packages/api-types/openapi, ` +
        `preferably on a shared component:\n${fresh.join('\n')}`,
    ).toEqual([]);
  });

  it('finds a missing limit (the rule can fail)', () => {
    const file = join(openapiDir, 'components/parameters.yaml');
    expect(problemsOf({ type: 'integer', minimum: 1 }, file, 'x')).toEqual([
      expect.stringContaining('add maximum'),
    ]);
    expect(problemsOf({ type: 'string' }, file, 'x')).toEqual([
      expect.stringContaining('add maxLength'),
    ]);
    expect(
      problemsOf(
        { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } },
        file,
        'x',
      ),
    ).toHaveLength(1);
  });
});

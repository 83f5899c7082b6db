import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../src/contract/load.js';
import { rows } from '../src/db/query.js';
import { startSandbox, type TestSandbox } from './support.js';

/**
 * Property-based contract test (issue 15): for every operation, requests generated from its
 * OpenAPI schemas — valid values, edge values and plain junk — never answer 500, every 4xx carries
 * the §8 message shape, and a refused write changes no row of any table.
 */

type Schema = Record<string, unknown>;
const runsPerOperation = Number(process.env.CONTRACT_PROPERTY_RUNS ?? 8);

let sb: TestSandbox;
let token: string;
let tables: string[] = [];

function resolveRef(ref: string, base: string): { schema: Schema; base: string } {
  const [file = '', pointer = ''] = ref.split('#');
  const url = file ? new URL(file, base).href : base;
  let node: unknown = sb.sandbox.contract.files.get(url);
  for (const part of pointer.split('/').filter(Boolean))
    node = (node as Schema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return { schema: (node ?? {}) as Schema, base: url };
}

const junk = fc.constantFrom(
  '',
  ' ',
  '   ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  'javascript:alert(1)',
  '%',
  '%E0%A4%A',
  'constructor',
  '__proto__',
  '-1',
  '9e17',
  '3000000000',
  'x'.repeat(300),
  '<script>alert(1)</script>',
);
const edgeNumbers = fc.constantFrom(0, -1, 1, 101, 2 ** 31, 2 ** 53, 9e17, 1.5);

/** An arbitrary value for a schema, valid most of the time, off the schema some of the time. */
function valueOf(schema: Schema | undefined, base: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(junk, edgeNumbers);
  if (typeof schema.$ref === 'string') {
    const next = resolveRef(schema.$ref, base);
    return valueOf(next.schema, next.base, depth + 1);
  }
  const options: fc.Arbitrary<unknown>[] = [];
  if (Array.isArray(schema.enum)) options.push(fc.constantFrom(...(schema.enum as unknown[])));
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (Array.isArray(schema[key]))
      for (const sub of schema[key] as Schema[]) options.push(valueOf(sub, base, depth + 1));
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
    const max =
      typeof schema.maximum === 'number'
        ? Math.min(schema.maximum, Number.MAX_SAFE_INTEGER)
        : 1_000_000;
    options.push(
      fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.max(min, max) }),
      edgeNumbers,
    );
  }
  if (types.includes('string'))
    options.push(fc.string({ maxLength: 12 }), fc.constantFrom('2026-01-31', 'partner', 'SKU-1'));
  if (types.includes('boolean')) options.push(fc.boolean());
  if (types.includes('array'))
    options.push(fc.array(valueOf(schema.items as Schema, base, depth + 1), { maxLength: 3 }));
  if (types.includes('object') || schema.properties) {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, sub] of Object.entries(props)) model[name] = valueOf(sub, base, depth + 1);
    options.push(fc.record(model, { requiredKeys: [] }));
  }
  if (types.includes('null')) options.push(fc.constant(null));
  if (options.length === 0) options.push(junk);
  // One in five values is junk whatever the schema says.
  return fc.oneof(
    { arbitrary: fc.oneof(...options), weight: 4 },
    { arbitrary: fc.oneof(junk, edgeNumbers), weight: 1 },
  );
}

interface Generated {
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

function requestOf(op: Operation): fc.Arbitrary<Generated> {
  const base =
    [...sb.sandbox.contract.files.keys()].find((url) => url.endsWith(`/${op.service}.yaml`)) ?? '';
  const pathParams: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const headers: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.parameters) {
    const arb =
      p.name === 'tenant' || p.name === 'x'
        ? fc.constantFrom('partner', 'stockist', 'evil')
        : p.name === 'brandId'
          ? fc.oneof(fc.constant(101), valueOf(p.schema, base))
          : valueOf(p.schema, base);
    if (p.in === 'path') pathParams[p.name] = arb;
    if (p.in === 'query') query[p.name] = arb;
    if (p.in === 'header' && p.name.toLowerCase() !== 'idempotency-key') headers[p.name] = arb;
  }
  const json = op.requestBody?.content.find((m) => m.contentType.includes('json'));
  const bodyArb = json ? valueOf(json.schema, base) : fc.constant(undefined);
  return fc
    .record({
      pathParams: fc.record(pathParams),
      query: fc.record(query, { requiredKeys: [] }),
      headers: fc.record(headers, { requiredKeys: [] }),
      body: bodyArb,
    })
    .map((r) => ({
      path: `/api/${op.service}${op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(r.pathParams[name])))}`,
      query: r.query,
      headers: r.headers,
      body: r.body,
    }));
}

async function fingerprint(): Promise<string> {
  const counts = await rows<{ t: string; n: number }>(
    sb.database.db,
    sql.raw(
      tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL '),
    ),
  );
  return counts.map((c) => `${c.t}=${c.n}`).join(',');
}

function errorShapeOk(res: Response, text: string): boolean {
  if (!(res.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = JSON.parse(text) as {
      error?: { message?: unknown };
      metadata?: { messsage?: unknown };
    };
    return (
      typeof body.error?.message === 'string' &&
      body.error.message !== '' &&
      body.metadata?.messsage === body.error.message
    );
  } catch {
    return false;
  }
}

beforeAll(async () => {
  sb = await startSandbox();
  token = await sb.login('seller@demo.id');
  const list = await rows<{ name: string }>(
    sb.database.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('sessions', 'idempotency_keys', 'schema_migrations') ORDER BY 1`,
  );
  tables = list.map((t) => t.name);
});

afterAll(async () => {
  await sb.close();
});

describe('every operation, generated requests', () => {
  it('never answers 500, answers 4xx in the §8 shape, and a refused write changes nothing', async () => {
    const operations = sb.sandbox.contract.operations.filter(
      (op) =>
        !op.basic &&
        op.operationId !== 'postLogout' &&
        !op.requestBody?.content.some((m) => m.contentType === 'multipart/form-data'),
    );
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const op of operations) {
      const write = op.method !== 'get';
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (req) => {
          const search = new URLSearchParams();
          for (const [k, v] of Object.entries(req.query)) search.set(k, String(v));
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(req.headers))
            headers[k] = String(v).replace(/[^\x20-\x7e]/g, '');
          const before = write ? await fingerprint() : '';
          const res = await sb.request(
            op.method.toUpperCase(),
            `${req.path}${search.size ? `?${search.toString()}` : ''}`,
            {
              token,
              headers,
              ...(req.body !== undefined ? { json: req.body } : {}),
            },
          );
          // A live event stream answers 200 and never ends: nothing more to read from it.
          const streaming =
            res.ok && (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
          if (streaming) await res.body?.cancel();
          const text = streaming ? '' : await res.text();
          const where = `${op.operationId} ${op.method.toUpperCase()} ${req.path}?${search.toString()} body=${JSON.stringify(req.body)?.slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`;
          const problem =
            res.status >= 500
              ? 'answered 5xx'
              : res.status >= 400 && !errorShapeOk(res, text)
                ? 'a 4xx without the §8 message shape'
                : write && res.status >= 400 && (await fingerprint()) !== before
                  ? 'a refused write changed rows'
                  : undefined;
          if (problem && !failures.some((f) => f.startsWith(`${op.operationId} `)))
            failures.push(`${op.operationId} ${problem}: ${where}`);
        }),
        { numRuns: runsPerOperation, seed: 15 },
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);
});

describe('every operation with a JSON body, nested too deep', () => {
  it('answers 400 in the §8 shape and changes nothing, at 33 levels and at 10,000', async () => {
    const operations = sb.sandbox.contract.operations.filter(
      (op) => !op.basic && op.requestBody?.content.some((m) => m.contentType.includes('json')),
    );
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const op of operations) {
      const path = `/api/${op.service}${op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'tenant' || name === 'x' ? 'partner' : '101'))}`;
      for (const depth of [33, 10_000]) {
        const before = await fingerprint();
        const res = await sb.request(op.method.toUpperCase(), path, {
          token,
          rawJson: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
        });
        const text = await res.text();
        if (
          res.status >= 500 ||
          (res.status >= 400 && !errorShapeOk(res, text)) ||
          res.status < 400
        )
          failures.push(`${op.operationId} depth ${depth} → ${res.status} ${text.slice(0, 120)}`);
        else if ((await fingerprint()) !== before)
          failures.push(`${op.operationId} depth ${depth} changed rows`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);
});

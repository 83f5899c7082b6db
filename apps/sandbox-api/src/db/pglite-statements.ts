import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { plannedPerCall } from './plan-per-call.js';
import { databaseErrorOf, readResults } from './pglite-results.js';

/**
 * Faster queries for PGlite (issue 17). `PGlite.query` talks the extended protocol one message
 * at a time: parse, describe, bind, describe, execute and sync are six calls into the WebAssembly
 * build, and every query is parsed and planned again. Here a query is one call: the messages go
 * in one batch, and the statement is prepared once under a name and then only bound and executed,
 * so PostgreSQL keeps its parse tree and plan cache, as node-postgres does with a named query.
 *
 * Same locking as `query` (it waits for an open transaction and for other queries), same results
 * (read from the answer's bytes in one pass, with PGlite's type parsers: see pglite-results.ts),
 * same errors (PGlite's DatabaseError, from PGlite's own parser). Anything
 * else than plain parameters (text, numbers, booleans, null), or any option, takes PGlite's own
 * path; so do the queries of a transaction, which go through the transaction object.
 */

/**
 * Named statements kept per database; beyond this a query is sent unnamed (still one batch), as
 * is a search (see plan-per-call.ts).
 */
const maxStatements = 2000;

const planModeSetting = {
  auto: 'SET plan_cache_mode = auto',
  generic: 'SET plan_cache_mode = force_generic_plan',
} as const;

type Plain = string | number | bigint | boolean | null | undefined;
const isPlain = (v: unknown): v is Plain =>
  v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean';

/** Text of a parameter, as PGlite's serializers and node-postgres write it. */
const textOf = (v: Plain): string | null => (v === null || v === undefined ? null : typeof v === 'boolean' ? (v ? 't' : 'f') : String(v));

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.byteLength;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

interface DatabaseErrorLike extends Error {
  code?: string;
  query?: string;
  params?: unknown[];
}

/** Makes `client.query` prepare and batch as described above. Returns the statement cache (tests). */
export function preparedStatements(client: PGlite): { size: () => number } {
  const original = client.query.bind(client);
  const names = new Map<string, string>();
  let next = 0;
  const { serialize } = protocol;

  /**
   * The session's plan_cache_mode (plan-per-call.ts): generic for a kept statement, auto for
   * anything else. Switched inside the batch that needs it, so no other query runs in between.
   */
  let planMode: 'auto' | 'generic' = 'auto';

  const run = async <T>(text: string, params: Plain[], options?: QueryOptions): Promise<Results<T>> => {
    let name = names.get(text);
    // A kept name is never a search: the text is only looked at until it is kept.
    const fresh = name === undefined && names.size < maxStatements && !plannedPerCall(text);
    if (fresh) name = `sandbox_${(next++).toString(36)}`;
    const parts: Uint8Array[] = [];
    const wanted = name === undefined ? 'auto' : 'generic';
    if (planMode !== wanted) {
      parts.push(serialize.query(planModeSetting[wanted]));
      planMode = wanted;
    }
    if (fresh || name === undefined) parts.push(serialize.parse({ name: name ?? '', text }));
    parts.push(
      serialize.bind({ statement: name ?? '', values: params.map(textOf) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    try {
      // The answer's bytes, copied as they come (PGlite hands out a view of its own buffer).
      const chunks: Uint8Array[] = [];
      await client.execProtocolRawStream(concat(parts), { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
      const raw = chunks.length === 1 ? chunks[0]! : concat(chunks);
      const result = readResults<T>(raw, client.parsers, options);
      if (!result) throw databaseErrorOf(raw);
      if (fresh) names.set(text, name!);
      if (!client.isInTransaction()) await client.syncToFs();
      return result;
    } catch (error) {
      // A statement that failed is not kept (the next call prepares it again); one kept before
      // and failing now (a plan whose result type changed after DDL) is closed and forgotten.
      if (name && !fresh) {
        names.delete(text);
        await client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false }).catch(() => undefined);
      } else if (fresh) {
        await client.execProtocol(concat([serialize.close({ type: 'S', name: name! }), serialize.sync()]), { syncToFs: false }).catch(() => undefined);
      }
      const e = error as DatabaseErrorLike;
      if (e && typeof e === 'object') {
        e.query = text;
        e.params = params;
      }
      throw error;
    }
  };

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const values = params ?? [];
    if ((options && Object.keys(options).some((k) => k !== 'rowMode' && k !== 'parsers')) || !values.every(isPlain)) {
      if (planMode !== 'auto') {
        await client._runExclusiveTransaction(() =>
          client._runExclusiveQuery(async () => {
            await client.execProtocolRaw(serialize.query(planModeSetting.auto), { syncToFs: false });
            planMode = 'auto';
          }),
        );
      }
      // Another call may switch the mode again before this one runs: its plan may then be
      // generic, which changes its speed only, never its rows.
      return original<T>(text, params, options);
    }
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, values as Plain[], options)));
  };
  // A transaction's queries are planned with their values, as before: SET LOCAL ends with it.
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction(async (tx) => {
      if (planMode !== 'auto') await tx.exec(`SET LOCAL plan_cache_mode = auto`);
      return callback(tx);
    });
  return { size: () => names.size };
}

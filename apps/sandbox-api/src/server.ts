import { existsSync } from 'node:fs';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { loadContract, type Contract, type Operation } from './contract/load.js';
import {
  allowedMethods,
  mountContract,
  pathErrorOf,
  type ContractMode,
} from './contract/router.js';
import { FaultRegistry, type Fault } from './faults.js';
import { HttpError, errorBody } from './http/errors.js';
import {
  dataErrorMessage,
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
  uniqueViolationMessage,
} from './http/database-errors.js';
import { securityHeaders, urlGuard } from './http/guards.js';
import { handlers } from './routes/index.js';
import { mountMedia } from './media.js';
import { mountSimulation } from './push/simulate.js';
import { serveApp } from './static.js';

export interface ServerOptions {
  db: Db;
  /** A built single-page app to serve as a static host would (SPA fallback); skipped when the folder does not exist. */
  staticDir?: string;
  /** Enables the /__sandbox fault and config routes (tests only). */
  faults?: boolean;
  /** 'throw' answers 500 on a response that breaks the contract (tests); 'log' only warns. */
  contractMode?: ContractMode;
  openapiDir?: string;
}

export interface Sandbox {
  app: Hono;
  contract: Contract;
  /** Operations of the contract that have no handler (they answer 501). */
  missing: Operation[];
  faults: FaultRegistry | null;
}

/** JSON answers are built in memory: giving them a length lets compress() skip the small ones. */
const measureJson: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json') || c.res.headers.has('content-length') || !c.res.body)
    return;
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set('content-length', String(body.byteLength));
  c.res = new Response(body, { status: c.res.status, headers });
};

export function createSandbox(options: ServerOptions): Sandbox {
  const app = new Hono();
  const contract = loadContract(options.openapiDir);
  const faults = options.faults ? new FaultRegistry() : null;

  app.onError((err, c) => {
    if (err instanceof HttpError)
      return c.json(errorBody(err.code, err.message), err.status as 400);
    const clash = uniqueViolationMessage(err);
    if (clash) return c.json(errorBody('BAD_REQUEST', clash), 400);
    const data = dataErrorMessage(err);
    if (data) return c.json(errorBody('BAD_REQUEST', data), 400);
    if (isDatabaseUnavailable(err)) {
      console.warn(`database unreachable: ${err.message}`);
      return c.json(errorBody('SERVICE_UNAVAILABLE', databaseUnavailableMessage), 503, {
        'retry-after': String(databaseRetryAfterSeconds),
      });
    }
    console.error(err);
    return c.json(errorBody('INTERNAL_ERROR', 'Terjadi kesalahan pada server.'), 500);
  });

  // Security headers on every answer; a bad URL or an oversized declared body stops here.
  app.use('*', securityHeaders);
  app.use('*', urlGuard);

  if (faults) {
    app.use('*', faults.middleware());
    app.post('/__sandbox/faults', async (c) => {
      const fault = (await c.req.json()) as Fault;
      if (typeof fault.pathPattern !== 'string' || fault.pathPattern === '') {
        return c.json(errorBody('BAD_REQUEST', "Kolom 'pathPattern' wajib diisi."), 400);
      }
      faults.add(fault);
      return c.json({ data: faults.list() }, 201);
    });
    app.get('/__sandbox/faults', (c) => c.json({ data: faults.list() }));
    app.delete('/__sandbox/faults', (c) => {
      faults.clear();
      return c.body(null, 204);
    });
    // Orders, questions and notifications made on request, pushed like real ones (live badges).
    mountSimulation(app, options.db);
    app.put('/__sandbox/config/:key', async (c) => {
      const body = (await c.req.json()) as { value?: unknown };
      if (!('value' in body))
        return c.json(errorBody('BAD_REQUEST', "Kolom 'value' wajib diisi."), 400);
      const key = c.req.param('key');
      const tenant = c.req.query('tenant') ?? '*';
      await options.db.execute(sql`
        INSERT INTO config_flags (key, tenant, config_item, value)
        VALUES (${key}, ${tenant}, ${key}, ${JSON.stringify(body.value)}::jsonb)
        ON CONFLICT (key, tenant) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
      return c.json({ data: { key, tenant, value: body.value } });
    });
  }

  // JSON answers above 1 kB travel gzipped to a browser that takes it (built assets come
  // precompressed from static.ts and are left alone: they already carry Content-Encoding).
  app.use('/api/*', compress({ encoding: 'gzip', threshold: 1024 }));
  app.use('/api/*', measureJson);

  const { missing } = mountContract(app, {
    db: options.db,
    contract,
    handlers,
    mode: options.contractMode ?? 'log',
  });

  mountMedia(app, options.db);
  app.all('/api/*', (c) => {
    const pathError = pathErrorOf(c.req.raw);
    if (pathError) return c.json(errorBody('BAD_REQUEST', pathError), 400);
    const allow = allowedMethods(contract, c.req.path);
    if (allow.length > 0) {
      return c.json(
        errorBody('METHOD_NOT_ALLOWED', `Metode ${c.req.method} tidak didukung untuk alamat ini.`),
        405,
        { allow: allow.join(', ') },
      );
    }
    return c.json(errorBody('NOT_FOUND', 'Endpoint tidak ditemukan.'), 404);
  });
  if (options.staticDir && existsSync(options.staticDir)) app.use('*', serveApp(options.staticDir));
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Halaman tidak ditemukan.'), 404));

  return { app, contract, missing, faults };
}

export function createServer(options: ServerOptions): Hono {
  return createSandbox(options).app;
}

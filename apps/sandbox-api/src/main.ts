import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { prepareDatabase } from './app-db.js';
import { demoBrands, demoPassword, demoUsers } from './db/seed/accounts.js';
import { errorBody } from './http/errors.js';
import { startActivitySimulation } from './push/simulate.js';
import { createSandbox } from './server.js';

// `pnpm start -- --fresh` may hand the separator through; options follow it all the same.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    port: { type: 'string' },
    scale: { type: 'string' },
    'data-dir': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    // A built single-page app to serve beside the API, as a static host would (`pnpm start` passes the dashboard's).
    static: { type: 'string' },
    // Simulated orders, questions and notifications for the live badges, every --activity-every seconds (10).
    'simulate-activity': { type: 'boolean', default: false },
    'activity-every': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const staticValue = values.static ?? process.env.STATIC_DIR;
const staticDir = staticValue ? resolve(staticValue) : undefined;

const { database, seed } = await prepareDatabase({
  ...(url ? { url } : {}),
  ...(values['data-dir'] ? { dataDir: resolve(values['data-dir']) } : {}),
  scale: Number(values.scale ?? 1),
  fresh: values.fresh,
});
if (seed.seeded)
  console.log(
    `Data contoh dibuat dalam ${seed.ms} ms: ${seed.products} produk, ${seed.variants} varian, ${seed.orders} pesanan.`,
  );

const sandbox = createSandbox({
  db: database.db,
  ...(staticDir ? { staticDir } : {}),
  faults: process.env.SANDBOX_FAULTS === '1',
  contractMode: 'log',
});
if (sandbox.missing.length > 0) {
  console.warn(`${sandbox.missing.length} operasi kontrak belum punya handler (menjawab 501):`);
  for (const op of sandbox.missing)
    console.warn(`  ${op.method.toUpperCase()} /api/${op.service}${op.path} (${op.operationId})`);
}

if (values['simulate-activity']) {
  const seconds = Number(values['activity-every']) > 0 ? Number(values['activity-every']) : 10;
  startActivitySimulation(database.db, seconds * 1000);
  console.log(`Aktivitas simulasi tiap ${seconds} detik (pesanan, pertanyaan, notifikasi).`);
}

const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, (info) => {
  const base = `http://${host}:${info.port}`;
  console.log(`\nDashboard seller berjalan di ${base}`);
  console.log(
    `API di ${base}/api/<service> · database: ${database.kind}${sandbox.faults ? ' · fault injection aktif' : ''}\n`,
  );
  console.log('Akun demo (kata sandi semuanya ' + demoPassword + '):');
  console.table(
    demoUsers.map((u) => ({
      email: u.email,
      tenant: u.tenant,
      brand: demoBrands
        .filter((b) => b.userId === u.id)
        .map((b) => b.name)
        .join(', '),
    })),
  );
});

// Node drops a kept-alive connection after 5 s idle; a client that sends on it in that instant
// gets ECONNRESET (the e2e fault helper did, on a busy machine). Keep idle connections for a
// minute, as a backend behind a load balancer does, so a client's reuse never meets the close.
if (server instanceof Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// Node answers a request it cannot parse (an over-long URL or header: 431, a malformed request:
// 400) with an empty body; send the §8 error shape with an Indonesian message instead.
server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
  if (!socket.writable) return socket.destroy();
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const message = tooLarge
    ? 'Alamat atau header permintaan terlalu panjang.'
    : 'Permintaan tidak dapat dibaca.';
  const body = JSON.stringify(
    errorBody(tooLarge ? 'REQUEST_HEADER_FIELDS_TOO_LARGE' : 'BAD_REQUEST', message),
  );
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `x-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
  );
});

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `Port ${port} sudah dipakai. Jalankan dengan PORT=<port lain> atau --port.`
      : err,
  );
  void database.close().finally(() => process.exit(1));
});

const shutdown = () => {
  server.close();
  void database.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

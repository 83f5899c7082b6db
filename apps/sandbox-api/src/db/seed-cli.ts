import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../app-db.js';

// `pnpm start -- --fresh` may hand the separator through; options follow it all the same.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    scale: { type: 'string' },
    'data-dir': { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const { database, seed } = await prepareDatabase({
  ...(url ? { url } : {}),
  ...(values['data-dir'] ? { dataDir: resolve(values['data-dir']) } : {}),
  scale: Number(values.scale ?? 1),
  fresh: values.fresh,
});
console.log(
  seed.seeded
    ? `Data contoh dibuat dalam ${seed.ms} ms: ${seed.products} produk, ${seed.variants} varian, ${seed.orders} pesanan.`
    : `Database sudah berisi data (${seed.products} produk, ${seed.variants} varian); seed dilewati. Pakai --fresh untuk mengulang.`,
);
await database.close();

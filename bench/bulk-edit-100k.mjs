// Bulk edit at 100,000 variants (issue 42, part 2): starts the sandbox on PGlite at --scale 100
// (the benchmark brand 101 then holds about 100,000 variants), exports the catalogue, edits the
// first 100,000 rows (every 10th stock, every 50th price, every 200th status), uploads the dry run,
// pages the preview, confirms it and downloads the result, printing each timing. While the dry run
// runs, a variant-list request is timed every 250 ms to show the sandbox stays responsive.
// Run by hand: `node bench/bulk-edit-100k.mjs`. Not named *.bench.mjs, so `pnpm bench` and CI
// never run it; the figures go into bench/reports/bulk-edit-100k.md by hand.
import { startAppSandbox } from './support/app-sandbox.mjs';

const brandId = 101;
const maxRows = 100_000;

async function login(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'seller@demo.id',
      password: 'demo12345',
    }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).access_token;
}

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  console.log(`${label}: ${ms} ms`);
  return { result, ms };
}

/** Splits one exported CSV line; only the product and variant names can hold quotes or commas. */
function cells(line) {
  const out = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else {
      cell += ch;
    }
  }
  out.push(cell);
  return out;
}

const quote = (text) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

const sandbox = await timed('seed and start (scale 100)', () =>
  startAppSandbox({ scale: 100, label: 'bulk-edit-100k', serveApp: false }),
);
const { base } = sandbox.result;
try {
  const token = await login(base);
  const auth = { authorization: `Bearer ${token}` };
  const exported = await timed('export CSV (whole catalogue)', async () => {
    const res = await fetch(
      `${base}/api/product/v3/partner/variant/export?brandId=${brandId}&format=csv`,
      { headers: auth },
    );
    if (!res.ok) throw new Error(`export answered ${res.status}`);
    return res.text();
  });
  const lines = exported.result
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  console.log(
    `exported rows: ${lines.length - 1}, ${Math.round(exported.result.length / 1024)} KiB`,
  );
  const edited = [lines[0]];
  for (let i = 1; i < Math.min(lines.length, maxRows + 1); i++) {
    const row = cells(lines[i]);
    if (i % 10 === 0) row[4] = String(Number(row[4]) + 1);
    if (i % 50 === 0) row[3] = String(Number(row[3]) + 1000);
    if (i % 200 === 0) row[5] = row[5] === 'aktif' ? 'nonaktif' : 'aktif';
    edited.push(row.map(quote).join(','));
  }
  const file = `${edited.join('\r\n')}\r\n`;

  // Probe the event loop: a small list request every 250 ms while the dry run runs.
  const probes = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${base}/api/product/v3/partner/variant/list?brandId=${brandId}&size=25`, {
        headers: auth,
      });
      probes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const preview = await timed(`dry run (${edited.length - 1} rows)`, async () => {
    const form = new FormData();
    form.append('brandId', String(brandId));
    form.append('file', new File([file], 'katalog-100k.csv', { type: 'text/csv' }));
    const res = await fetch(`${base}/api/product/v3/partner/variant/bulk-edit`, {
      method: 'POST',
      headers: { ...auth, 'user-id': '1' },
      body: form,
    });
    if (res.status !== 201) throw new Error(`dry run answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  });
  probing = false;
  await probe;
  const sorted = [...probes].sort((a, b) => a - b);
  console.log(
    `list requests during the dry run: ${probes.length}, max ${Math.round(sorted.at(-1) ?? 0)} ms, median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms`,
  );
  console.log('preview:', JSON.stringify(preview.result));
  const id = preview.result.id;
  for (const page of [1, 100, 500]) {
    await timed(`preview page ${page} of 100 changed rows`, async () => {
      const res = await fetch(
        `${base}/api/product/v3/partner/variant/bulk-edit/${id}/rows?brandId=${brandId}&kind=changed&page=${page}&size=100`,
        { headers: auth },
      );
      if (!res.ok) throw new Error(`rows answered ${res.status}`);
      return res.json();
    });
  }
  const applied = await timed('confirm', async () => {
    const res = await fetch(`${base}/api/product/v3/partner/variant/bulk-edit/${id}/confirm`, {
      method: 'POST',
      headers: { ...auth, 'user-id': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ brandId }),
    });
    if (!res.ok) throw new Error(`confirm answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  });
  console.log('applied:', JSON.stringify(applied.result));
  await timed('result CSV', async () => {
    const res = await fetch(
      `${base}/api/product/v3/partner/variant/bulk-edit/${id}/result?brandId=${brandId}&format=csv`,
      { headers: auth },
    );
    return (await res.arrayBuffer()).byteLength;
  });
} finally {
  await sandbox.result.stop();
}

import type { Context } from 'hono';
import { badRequest } from '../http/errors.js';
import { bodyLimitOf, exceedsJsonDepth, maxJsonDepth, readLimited } from '../http/guards.js';
import type { Bag } from '../http/types.js';
import type { Operation } from './load.js';

// A request's body and query as its operation declares them, refused in seller words when not.

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export interface ReadBody {
  body: unknown;
  validated: unknown;
  type: string | null;
  /** The bytes as they came, for the request's fingerprint. */
  raw?: ArrayBuffer;
}

export async function readBody(c: Context, op: Operation): Promise<ReadBody> {
  const spec = op.requestBody;
  if (!spec) return { body: undefined, validated: undefined, type: null };
  const type = mediaType(c.req.header('content-type'));
  const raw = await readLimited(c.req.raw, bodyLimitOf(type, op.maxBodyBytes));
  return { ...(await decodeBody(c, spec, type, raw)), raw };
}

async function decodeBody(
  c: Context,
  spec: NonNullable<Operation['requestBody']>,
  type: string,
  raw: ArrayBuffer,
): Promise<ReadBody> {
  if (raw.byteLength === 0 && !type) {
    if (spec.required) throw badRequest('Body permintaan wajib diisi.');
    return { body: undefined, validated: undefined, type: null };
  }
  const declared = spec.content.map((m) => m.contentType);
  const match = declared.find((d) => d === type) ?? declared.find((d) => d === '*/*');
  if (!match) throw badRequest(`Tipe konten harus ${declared.join(' atau ')}.`);
  if (match.includes('json')) {
    const text = new TextDecoder().decode(raw);
    if (text.trim() === '') {
      if (spec.required) throw badRequest('Body permintaan wajib diisi.');
      return { body: undefined, validated: undefined, type: match };
    }
    if (exceedsJsonDepth(text, maxJsonDepth))
      throw badRequest(`Body permintaan bersarang lebih dari ${maxJsonDepth} tingkat.`);
    try {
      const parsed: unknown = JSON.parse(text);
      return { body: parsed, validated: parsed, type: match };
    } catch {
      throw badRequest('Body permintaan bukan JSON yang valid.');
    }
  }
  if (match === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(new TextDecoder().decode(raw));
    const body: Bag = {};
    for (const [k, v] of form) body[k] = v;
    return { body, validated: { ...body }, type: match };
  }
  if (match === 'multipart/form-data') {
    const request = new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      body: raw,
    });
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw badRequest('Body multipart tidak valid.');
    }
    const body: Bag = {};
    const validated: Bag = {};
    for (const [k, v] of form) {
      body[k] = v;
      // A file satisfies a `format: binary` string field.
      validated[k] = typeof v === 'string' ? v : v.name || 'berkas';
    }
    return { body, validated, type: match };
  }
  const bytes = new Uint8Array(raw);
  return { body: bytes, validated: undefined, type: match };
}

export function collectQuery(c: Context, op: Operation): Bag {
  const all = c.req.queries();
  const query: Bag = {};
  for (const [key, values] of Object.entries(all)) {
    const spec = op.parameters.find((p) => p.in === 'query' && p.name === key);
    const isArray = spec?.schema.type === 'array';
    if (isArray) query[key] = values.flatMap((v) => v.split(',')).filter((v) => v !== '');
    else query[key] = values[values.length - 1];
  }
  return query;
}

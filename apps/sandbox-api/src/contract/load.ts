import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

export const defaultOpenapiDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/api-types/openapi',
);

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Json = unknown;
type JsonObject = Record<string, Json>;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonObject;
  style?: string;
  explode?: boolean;
}

export interface MediaSpec {
  contentType: string;
  schema: JsonObject | undefined;
}

export interface ResponseSpec {
  status: string;
  content: MediaSpec[];
}

export interface Operation {
  service: string;
  operationId: string;
  method: (typeof methods)[number];
  /** Path as written in the document, e.g. /v3/{tenant}/product/{id}. */
  path: string;
  parameters: ParameterSpec[];
  requestBody: { required: boolean; content: MediaSpec[] } | undefined;
  responses: ResponseSpec[];
  /** True when the operation needs a bearer token. */
  bearer: boolean;
  /** True when the operation needs Basic client credentials. */
  basic: boolean;
  xSpec: string | undefined;
  /** `x-max-body-bytes` of the operation: the request body limit (the router has defaults). */
  maxBodyBytes: number | undefined;
}

export interface Contract {
  /** Every YAML file, keyed by its file URL, for the schema validator to resolve $refs. */
  files: Map<string, JsonObject>;
  operations: Operation[];
  services: string[];
}

function isObject(v: Json): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

class Loader {
  readonly files = new Map<string, JsonObject>();

  read(url: string): JsonObject {
    const cached = this.files.get(url);
    if (cached) return cached;
    const parsed = parse(readFileSync(fileURLToPath(url), 'utf8')) as Json;
    if (!isObject(parsed)) throw new Error(`Kontrak tidak valid: ${url}`);
    this.files.set(url, parsed);
    return parsed;
  }

  /** Absolute form of a $ref written inside `base`. */
  absolute(ref: string, base: string): string {
    const [file, pointer = ''] = ref.split('#');
    const target = file ? new URL(file, base).href : base;
    return `${target}#${pointer}`;
  }

  lookup(absRef: string): { value: Json; base: string } {
    const [file = '', pointer = ''] = absRef.split('#');
    let value: Json = this.read(file);
    for (const raw of pointer.split('/').filter(Boolean)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(value) && !Array.isArray(value))
        throw new Error(`Referensi tidak ditemukan: ${absRef}`);
      value = (value as JsonObject)[key];
    }
    if (value === undefined) throw new Error(`Referensi tidak ditemukan: ${absRef}`);
    return { value, base: file };
  }

  /** Follows $ref chains of non-schema objects (parameters, bodies, responses). */
  deref(value: Json, base: string): { value: Json; base: string } {
    let current = { value, base };
    for (let hops = 0; isObject(current.value) && typeof current.value.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error('Referensi melingkar di kontrak.');
      current = this.lookup(this.absolute(current.value.$ref, current.base));
    }
    return current;
  }

  /** Copies a schema, making each $ref absolute so the validator resolves it from any file. */
  schema(value: Json, base: string): JsonObject | undefined {
    if (!isObject(value)) return undefined;
    const walk = (v: Json): Json => {
      if (Array.isArray(v)) return v.map(walk);
      if (!isObject(v)) return v;
      const out: JsonObject = {};
      for (const [k, child] of Object.entries(v)) {
        out[k] =
          k === '$ref' && typeof child === 'string' ? this.absolute(child, base) : walk(child);
      }
      return out;
    };
    return walk(value) as JsonObject;
  }
}

function media(loader: Loader, content: Json, base: string): MediaSpec[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([contentType, m]) => ({
    contentType,
    schema: isObject(m) ? loader.schema(m.schema, base) : undefined,
  }));
}

function securityOf(op: JsonObject, doc: JsonObject): { bearer: boolean; basic: boolean } {
  const security = (op.security ?? doc.security ?? []) as JsonObject[];
  const schemes =
    isObject(doc.components) && isObject(doc.components.securitySchemes)
      ? doc.components.securitySchemes
      : {};
  let bearer = false;
  let basic = false;
  for (const requirement of security) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      const kind = isObject(scheme)
        ? String(scheme.scheme ?? '').toLowerCase()
        : name.toLowerCase();
      if (kind.includes('basic')) basic = true;
      else bearer = true;
    }
  }
  return { bearer, basic };
}

export function loadContract(dir: string = defaultOpenapiDir): Contract {
  const loader = new Loader();
  const operations: Operation[] = [];
  const services: string[] = [];
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort();
  for (const file of docs) {
    const service = file.replace(/\.ya?ml$/, '');
    const url = pathToFileURL(join(dir, file)).href;
    const doc = loader.read(url);
    if (!isObject(doc.paths)) continue;
    services.push(service);
    for (const [path, rawItem] of Object.entries(doc.paths)) {
      const { value: item, base: itemBase } = loader.deref(rawItem, url);
      if (!isObject(item)) continue;
      for (const method of methods) {
        const op = item[method];
        if (!isObject(op)) continue;
        const params = new Map<string, ParameterSpec>();
        for (const raw of [
          ...((item.parameters as Json[]) ?? []),
          ...((op.parameters as Json[]) ?? []),
        ]) {
          const { value: p, base } = loader.deref(raw, itemBase);
          if (!isObject(p)) continue;
          const spec: ParameterSpec = {
            name: String(p.name),
            in: p.in as ParameterSpec['in'],
            required: p.required === true || p.in === 'path',
            schema: loader.schema(p.schema, base) ?? {},
            ...(typeof p.style === 'string' ? { style: p.style } : {}),
            ...(typeof p.explode === 'boolean' ? { explode: p.explode } : {}),
          };
          params.set(`${spec.in}:${spec.name}`, spec);
        }
        let requestBody: Operation['requestBody'];
        if (op.requestBody !== undefined) {
          const { value: rb, base } = loader.deref(op.requestBody, itemBase);
          if (isObject(rb))
            requestBody = {
              required: rb.required === true,
              content: media(loader, rb.content, base),
            };
        }
        const responses: ResponseSpec[] = [];
        for (const [status, rawRes] of Object.entries(isObject(op.responses) ? op.responses : {})) {
          const { value: res, base } = loader.deref(rawRes, itemBase);
          responses.push({
            status,
            content: isObject(res) ? media(loader, res.content, base) : [],
          });
        }
        operations.push({
          service,
          operationId: String(op.operationId ?? `${method} ${path}`),
          method,
          path: path.startsWith('/') ? path : `/${path}`,
          parameters: [...params.values()],
          requestBody,
          responses,
          ...securityOf(op, doc),
          xSpec: typeof op['x-spec'] === 'string' ? op['x-spec'] : undefined,
          maxBodyBytes:
            typeof op['x-max-body-bytes'] === 'number' ? op['x-max-body-bytes'] : undefined,
        });
      }
    }
  }
  // Schemas refer into shared component files; the validator needs every file up front.
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(entry.name)) loader.read(pathToFileURL(full).href);
    }
  };
  walk(dir);
  return { files: loader.files, operations, services };
}

import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Contract, MediaSpec, Operation, ParameterSpec } from './load.js';

type AddFormats = (ajv: Ajv2020, options?: { mode?: 'fast' | 'full' }) => Ajv2020;
// ajv-formats is CommonJS; under ESM its default export may arrive wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as unknown as AddFormats;

export type Location = 'path' | 'query' | 'header' | 'body';

export interface Validators {
  params: Record<'path' | 'query' | 'header', ValidateFunction | undefined>;
  /** Keyed by content type. */
  body: Map<string, ValidateFunction>;
  /** Keyed by status ('200', '4XX', 'default') then content type. */
  responses: Map<string, Map<string, ValidateFunction>>;
}

function makeAjv(
  coerce: boolean,
  files: Contract['files'],
  formats: 'fast' | 'full' = 'full',
): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    validateSchema: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
  });
  addFormats(ajv, { mode: formats });
  for (const [url, content] of files) ajv.addSchema({ ...content, $id: url });
  return ajv;
}

export class ContractValidator {
  private readonly coercing: Ajv2020;
  private readonly strict: Ajv2020;
  /**
   * Answers are the sandbox's own: their dates need the shape checked, not the calendar
   * (ajv-formats' full date and time checks were a tenth of the validation under load).
   * What callers send keeps the full checks.
   */
  private readonly answers: Ajv2020;

  constructor(contract: Contract) {
    this.coercing = makeAjv(true, contract.files);
    this.strict = makeAjv(false, contract.files);
    this.answers = makeAjv(false, contract.files, 'fast');
  }

  build(op: Operation): Validators {
    const group = (where: ParameterSpec['in']) => {
      const list = op.parameters.filter((p) => p.in === where);
      if (list.length === 0) return undefined;
      const properties: Record<string, unknown> = {};
      for (const p of list)
        properties[where === 'header' ? p.name.toLowerCase() : p.name] = p.schema;
      const required = list
        .filter((p) => p.required)
        .map((p) => (where === 'header' ? p.name.toLowerCase() : p.name));
      return this.coercing.compile({ type: 'object', properties, required });
    };
    const body = new Map<string, ValidateFunction>();
    for (const m of op.requestBody?.content ?? []) {
      if (!m.schema) continue;
      // Form and multipart fields arrive as text: coerce them like query parameters.
      const ajv = m.contentType.includes('json') ? this.strict : this.coercing;
      body.set(m.contentType, ajv.compile(m.schema));
    }
    const responses = new Map<string, Map<string, ValidateFunction>>();
    for (const r of op.responses) {
      const byType = new Map<string, ValidateFunction>();
      for (const m of r.content as MediaSpec[])
        if (m.schema) byType.set(m.contentType, this.answers.compile(m.schema));
      responses.set(r.status, byType);
    }
    return {
      params: { path: group('path'), query: group('query'), header: group('header') },
      body,
      responses,
    };
  }
}

const typeNames: Record<string, string> = {
  integer: 'angka bulat',
  number: 'angka',
  string: 'teks',
  boolean: 'true atau false',
  array: 'daftar',
  object: 'objek',
  null: 'kosong (null)',
};

function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  return parts.reduce(
    (acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
    '',
  );
}

const labels: Record<Location, string> = {
  path: 'Parameter',
  query: 'Parameter',
  header: 'Header',
  body: 'Kolom',
};

/** Turns the first validation error into one Indonesian sentence naming the field. */
export function describeError(
  error: ErrorObject,
  where: Location,
  headerNames?: Map<string, string>,
): string {
  const params = error.params as Record<string, unknown>;
  let field = fieldPath(error.instancePath);
  if (error.keyword === 'required')
    field = fieldPath(error.instancePath, String(params.missingProperty));
  if (error.keyword === 'additionalProperties')
    field = fieldPath(error.instancePath, String(params.additionalProperty));
  if (where === 'header' && headerNames) field = headerNames.get(field) ?? field;
  const label = `${labels[where]} '${field || 'body'}'`;
  switch (error.keyword) {
    case 'required':
      return `${label} wajib diisi.`;
    case 'type': {
      const types = String(params.type).split(',');
      const named = types.map((t) => typeNames[t] ?? t);
      const isNumber = types.every((t) => t === 'integer' || t === 'number' || t === 'null');
      return isNumber
        ? `${label} harus berupa angka.`
        : `${label} harus berupa ${named.join(' atau ')}.`;
    }
    case 'enum':
      return `${label} harus salah satu dari: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `${label} harus bernilai ${String(params.allowedValue)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} minimal ${String(params.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} maksimal ${String(params.limit)}.`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${label} tidak boleh kosong.`
        : `${label} minimal ${String(params.limit)} karakter.`;
    case 'maxLength':
      return `${label} maksimal ${String(params.limit)} karakter.`;
    case 'minItems':
      return `${label} minimal berisi ${String(params.limit)} item.`;
    case 'maxItems':
      return `${label} maksimal berisi ${String(params.limit)} item.`;
    case 'format':
      return params.format === 'date'
        ? `${label} harus berformat YYYY-MM-DD.`
        : `${label} formatnya tidak valid (${String(params.format)}).`;
    case 'pattern':
      return String(params.pattern).includes('\\d{4}-\\d{2}-\\d{2}')
        ? `${label} harus berformat YYYY-MM-DD.`
        : `${label} formatnya tidak valid.`;
    case 'additionalProperties':
      return `${label} tidak dikenal.`;
    default:
      return `${label} tidak valid.`;
  }
}

export function describeResponseErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
    .join('; ');
}

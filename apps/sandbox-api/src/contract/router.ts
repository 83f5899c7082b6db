import type { Hono } from 'hono';
import type { Db } from '../db/client.js';
import { authenticate } from '../auth/sessions.js';
import { HttpError, badRequest, errorBody } from '../http/errors.js';
import { checkText, decodeSegment } from '../http/guards.js';
import { idempotencyKeyOf, requestFingerprint, runOnce } from '../http/idempotency.js';
import { jsonAnswer } from '../http/json-answer.js';
import type { AuthInfo, Bag, ClientInfo, HandlerMap, HandlerResult } from '../http/types.js';
import type { Contract, Operation } from './load.js';
import { collectQuery, readBody } from './request.js';
import {
  ContractValidator,
  describeError,
  describeResponseErrors,
  type Validators,
} from './validate.js';

export type ContractMode = 'throw' | 'log';

export interface MountOptions {
  db: Db;
  contract: Contract;
  handlers: Record<string, HandlerMap>;
  mode: ContractMode;
}

export interface MountResult {
  missing: Operation[];
}

const segmentRank = (segment: string) => (segment.startsWith('{') ? 1 : 0);

/** More literal segments first, then literal before parameter, so /product/list wins over /product/{id}. */
function bySpecificity(a: Operation, b: Operation): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  const literals = (s: string[]) => s.filter((x) => x && !x.startsWith('{')).length;
  if (literals(sa) !== literals(sb)) return literals(sb) - literals(sa);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const diff = segmentRank(sa[i] ?? '') - segmentRank(sb[i] ?? '');
    if (diff !== 0) return diff;
  }
  return sb.length - sa.length;
}

function honoPath(op: Operation): { path: string; names: Map<string, string> } {
  const names = new Map<string, string>();
  let index = 0;
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const key = `p${index++}`;
    names.set(key, name);
    return `:${key}`;
  });
  return { path: `/api/${op.service}${path}`, names };
}

function findResponseValidator(v: Validators, status: number) {
  const exact =
    v.responses.get(String(status)) ??
    v.responses.get(`${String(status)[0]}XX`) ??
    v.responses.get('default');
  return exact;
}

/** Path-parameter errors kept until no other route matches (then they answer 400). */
const pathErrors = new WeakMap<Request, string>();

export function pathErrorOf(request: Request): string | undefined {
  return pathErrors.get(request);
}

export function mountContract(app: Hono, options: MountOptions): MountResult {
  const validator = new ContractValidator(options.contract);
  const missing: Operation[] = [];
  const operations = [...options.contract.operations].sort(bySpecificity);
  for (const op of operations) {
    const handler = options.handlers[op.service]?.[op.operationId];
    if (!handler) missing.push(op);
    // Compiled on first use: start-up stays fast and unused operations cost nothing.
    let compiled: Validators | undefined;
    const validatorsOf = () => (compiled ??= validator.build(op));
    const { path, names } = honoPath(op);
    const headerNames = new Map(
      op.parameters.filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p.name]),
    );

    app.on(op.method.toUpperCase(), path, async (c, next) => {
      const params: Bag = {};
      for (const [key, value] of Object.entries(c.req.param() as Record<string, string>)) {
        params[names.get(key) ?? key] = decodeSegment(value, names.get(key) ?? key);
      }
      // /brand/{id} also matches /brand/dropdown: a path that does not fit this operation's
      // parameters may belong to a later route.
      const validators = validatorsOf();
      const validatePath = validators.params.path;
      if (validatePath && !validatePath(params)) {
        const first = validatePath.errors?.[0];
        if (!pathErrors.has(c.req.raw))
          pathErrors.set(
            c.req.raw,
            first ? describeError(first, 'path') : 'Parameter path tidak valid.',
          );
        return next();
      }
      let auth: AuthInfo | null = null;
      let client: ClientInfo | null = null;
      if (op.bearer) {
        const caller = await authenticate(
          options.db,
          c.req.header('authorization'),
          op.operationId,
        );
        if (caller.kind === 'user') auth = caller.auth;
        else client = caller.client;
      }
      const query = collectQuery(c, op);
      checkText(query, 'Parameter', '', false);
      checkText(params, 'Parameter', '', false);
      const headers: Bag = {};
      for (const [k, v] of Object.entries(c.req.header())) headers[k.toLowerCase()] = v;

      const checks: ['query' | 'header', Bag][] = [
        ['query', query],
        ['header', headers],
      ];
      for (const [where, bag] of checks) {
        const validate = validators.params[where];
        if (validate && !validate(bag)) {
          const first = validate.errors?.[0];
          throw badRequest(
            first ? describeError(first, where, headerNames) : 'Permintaan tidak valid.',
          );
        }
      }
      const { body, validated, type, raw } = await readBody(c, op);
      if (type && type !== 'multipart/form-data' && validated !== undefined)
        checkText(validated, 'Kolom');
      if (type === 'multipart/form-data' && body) checkText(body, 'Kolom');
      if (type && validated !== undefined) {
        const validate = validators.body.get(type);
        if (validate && !validate(validated)) {
          const first = validate.errors?.[0];
          throw badRequest(first ? describeError(first, 'body') : 'Body permintaan tidak valid.');
        }
        // Coercion wrote typed values into the validated copy of form fields.
        if (type !== 'application/json' && body && typeof body === 'object') {
          for (const [k, v] of Object.entries(validated as Bag)) {
            if (typeof (body as Bag)[k] === 'string') (body as Bag)[k] = v;
          }
        }
      }

      if (!handler) {
        return c.json(
          errorBody('NOT_IMPLEMENTED', `Operasi ${op.operationId} belum tersedia di sandbox.`),
          501,
        );
      }
      const origin = new URL(c.req.url).origin;
      const run = () =>
        handler({
          db: options.db,
          op,
          params,
          query,
          headers,
          body,
          auth,
          client,
          origin,
          hono: c,
        });
      const key = op.method.toLowerCase() === 'get' ? null : idempotencyKeyOf(headers);
      const result: HandlerResult =
        key && auth
          ? await runOnce(
              options.db,
              {
                userId: auth.userId,
                operation: op.operationId,
                key,
                fingerprint: requestFingerprint(c.req.raw, raw),
              },
              run,
            )
          : await run();
      if (result instanceof Response) return result;

      const status =
        result.status ?? Number(op.responses.find((r) => /^2\d\d$/.test(r.status))?.status ?? 200);
      const byType = findResponseValidator(validators, status);
      const problem = !byType
        ? `status ${status} tidak ada di kontrak`
        : result.body !== undefined &&
            byType.get('application/json') &&
            !byType.get('application/json')!(result.body)
          ? describeResponseErrors(byType.get('application/json')!.errors)
          : null;
      if (problem) {
        const message = `Respons ${op.operationId} melanggar kontrak: ${problem}`;
        if (options.mode === 'throw') {
          return c.json(errorBody('CONTRACT_VIOLATION', message), 500);
        }
        console.warn(message);
      }
      if (result.body === undefined) return c.body(null, status as 200, result.headers);
      return jsonAnswer(c, result.body, status, result.headers);
    });
  }
  return { missing };
}

/** The methods the contract defines for a path, for 405 answers with an Allow header. */
export function allowedMethods(contract: Contract, pathname: string): string[] {
  const allowed = new Set<string>();
  for (const op of contract.operations) {
    const pattern = honoPath(op)
      .path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/:p\d+/g, '[^/]+');
    if (new RegExp(`^${pattern}$`).test(pathname)) allowed.add(op.method.toUpperCase());
  }
  return [...allowed].sort();
}

export function isHttpError(e: unknown): e is HttpError {
  return e instanceof HttpError;
}

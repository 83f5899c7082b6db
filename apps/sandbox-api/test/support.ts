import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { prepareDatabase, type PrepareOptions } from '../src/app-db.js';
import type { Database } from '../src/db/client.js';
import { createSandbox, type Sandbox } from '../src/server.js';

export interface RequestOptions {
  token?: string | null;
  json?: unknown;
  /** Raw body text sent as JSON (for malformed bodies). */
  rawJson?: string;
  form?: Record<string, string | number>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** The caller's address as the Node server would see it (one shared address without it). */
  address?: string;
}

export interface TestSandbox {
  sandbox: Sandbox;
  database: Database;
  request: (method: string, path: string, options?: RequestOptions) => Promise<Response>;
  login: (email: string) => Promise<string>;
  close: () => Promise<void>;
}

/** A copy of the run's seeded template folder (built once by test/global-setup.ts). */
export function seededCopy(): { dataDir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const dataDir = join(dir, 'pglite');
  cpSync(inject('sandboxTemplate'), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A seeded sandbox running in-process; responses that break the contract answer 500.
 * Without options it opens a private copy of the seeded template.
 */
export async function startSandbox(options?: PrepareOptions): Promise<TestSandbox> {
  const copy = options ? undefined : seededCopy();
  const { database } = await prepareDatabase(options ?? { dataDir: copy!.dataDir });
  const sandbox = createSandbox({ db: database.db, faults: true, contractMode: 'throw' });
  const request = async (method: string, path: string, o: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.rawJson !== undefined) {
      headers['content-type'] = 'application/json';
      body = o.rawJson;
    } else if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(o.form).map(([k, v]) => [k, String(v)])).toString();
    } else if (o.multipart) {
      body = o.multipart;
    }
    const env = o.address ? { incoming: { socket: { remoteAddress: o.address } } } : undefined;
    return sandbox.app.request(
      path,
      { method, headers, ...(body !== undefined ? { body } : {}) },
      env,
    );
  };
  const login = async (email: string) => {
    const res = await request('POST', '/api/auth/login', {
      form: { grant_type: 'password', username: email, password: 'demo12345' },
    });
    if (res.status !== 200)
      throw new Error(`Masuk gagal untuk ${email}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const close = async () => {
    await database.close();
    copy?.remove();
  };
  return { sandbox, database, request, login, close };
}

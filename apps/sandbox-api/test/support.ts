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
}

export interface TestSandbox {
  sandbox: Sandbox;
  database: Database;
  request: (method: string, path: string, options?: RequestOptions) => Promise<Response>;
  login: (email: string) => Promise<string>;
  close: () => Promise<void>;
}

/** A seeded sandbox running in-process; responses that break the contract answer 500. */
export async function startSandbox(options: PrepareOptions = { dataDir: null }): Promise<TestSandbox> {
  const { database } = await prepareDatabase(options);
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
    return sandbox.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  };
  const login = async (email: string) => {
    const res = await request('POST', '/api/auth/login', { form: { grant_type: 'password', username: email, password: 'demo12345' } });
    if (res.status !== 200) throw new Error(`Masuk gagal untuk ${email}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  return { sandbox, database, request, login, close: () => database.close() };
}

import type { Context } from 'hono';
import type { Db } from '../db/client.js';
import type { Operation } from '../contract/load.js';

export type Bag = Record<string, unknown>;

export interface AuthInfo {
  userId: number;
  tenant: string;
  name: string;
  email: string;
  token: string;
  /** `evb`: the password sign-in; `mimin`: the tenant sign-in issued under it. */
  kind: 'evb' | 'mimin';
}

/** A service holding the client credential (§7 `POST /oauth2/token`): it speaks for no seller. */
export interface ClientInfo {
  clientId: string;
  token: string;
}

export interface HandlerContext {
  db: Db;
  op: Operation;
  params: Bag;
  query: Bag;
  /** Header names in lower case. */
  headers: Bag;
  body: unknown;
  /** The signed-in seller, or null (no bearer, or a client token). */
  auth: AuthInfo | null;
  /** The client behind a client-credentials token, only on the operations that take one. */
  client: ClientInfo | null;
  /** Origin the request reached, for absolute links (embed pages, receipts). */
  origin: string;
  hono: Context;
}

export interface JsonResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type HandlerResult = JsonResult | Response;
export type Handler = (ctx: HandlerContext) => Promise<HandlerResult>;
export type HandlerMap = Record<string, Handler>;

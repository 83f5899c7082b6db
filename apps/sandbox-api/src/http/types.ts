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
  kind: string;
}

export interface HandlerContext {
  db: Db;
  op: Operation;
  params: Bag;
  query: Bag;
  /** Header names in lower case. */
  headers: Bag;
  body: unknown;
  auth: AuthInfo | null;
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

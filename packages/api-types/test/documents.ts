import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const openapiDir = join(packageRoot, 'openapi');

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export interface OperationEntry {
  service: string;
  method: string;
  path: string;
  operation: Record<string, unknown>;
}

export type Json = Record<string, unknown>;

export function readYaml(file: string): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

export function documentServices(): string[] {
  return readdirSync(openapiDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort();
}

const documents = new Map<string, Json>();

export function readDocument(service: string): Json {
  let document = documents.get(service);
  if (!document) {
    document = readYaml(join(openapiDir, `${service}.yaml`));
    documents.set(service, document);
  }
  return document;
}

export function operationsOf(service: string): OperationEntry[] {
  const paths = (readDocument(service).paths ?? {}) as Record<string, Json>;
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation)
        entries.push({ service, method: method.toUpperCase(), path, operation: operation as Json });
    }
  }
  return entries;
}

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceNames } from '../src/services';
import {
  documentServices,
  openapiDir,
  operationsOf,
  readDocument,
  readYaml,
  type Json,
} from './documents';
import { inferredCalls, specCalls } from './fixtures/spec-calls';

const allOperations = documentServices().flatMap(operationsOf);

function isHtmlPageFailure(response: Json | undefined): boolean {
  const content = (response as { content?: Record<string, unknown> } | undefined)?.content;
  return content !== undefined && Object.keys(content).length === 1 && 'text/html' in content;
}

describe('OpenAPI documents', () => {
  it('has exactly one document per service of spec §7', () => {
    expect(documentServices()).toEqual([...serviceNames].sort());
  });

  it('counts the operations of every document', () => {
    const counts = Object.fromEntries(
      documentServices().map((service) => [service, operationsOf(service).length]),
    );
    expect(counts).toEqual({
      admin: 23,
      auth: 3,
      brand: 28,
      'brand-base': 7,
      dashboard: 6,
      deeplink: 1,
      disbursement: 10,
      embed: 2,
      maps: 2,
      mimin: 8,
      product: 44,
      scam: 2,
      stockist: 5,
      'stockist-extension': 1,
      upload: 2,
      youtube: 1,
    });
    expect(allOperations.length).toBeGreaterThanOrEqual(110);
  });

  it('gives every operation an operationId, unique across all documents', () => {
    const ids = allOperations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks every operation x-spec shown or inferred', () => {
    const missing = allOperations.filter(
      ({ operation }) => !['shown', 'inferred'].includes(String(operation['x-spec'])),
    );
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it.each(specCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    'has the §7 call %s, marked shown',
    (_name, call) => {
      const match = operationsOf(call.service).find(
        (entry) => entry.method === call.method && entry.path === call.path,
      );
      expect(match, `${call.method} ${call.path} in ${call.service}.yaml`).toBeDefined();
      expect(match?.operation['x-spec']).toBe('shown');
    },
  );

  it('marks as shown only the calls §7 names', () => {
    const named = new Set(specCalls.map((call) => `${call.service} ${call.method} ${call.path}`));
    const shown = allOperations
      .filter(({ operation }) => operation['x-spec'] === 'shown')
      .map(({ service, method, path }) => `${service} ${method} ${path}`);
    expect(shown.filter((key) => !named.has(key))).toEqual([]);
    expect(shown).toHaveLength(specCalls.length);
  });

  it('designs the calls §7 leaves unshown, marked inferred', () => {
    for (const call of inferredCalls) {
      const match = operationsOf(call.service).find(
        (entry) => entry.method === call.method && entry.path === call.path,
      );
      expect(match?.operation['x-spec'], `${call.method} ${call.path}`).toBe('inferred');
    }
  });

  it('answers every failure of every operation with the shared error body', () => {
    for (const { method, path, operation } of allOperations) {
      const responses = operation.responses as Record<string, Json>;
      const failures = Object.keys(responses).filter((status) => /^[45]/.test(status));
      expect(failures.length, `${method} ${path} has a 4xx answer`).toBeGreaterThan(0);
      for (const status of failures) {
        // A page for a browser frame (the embed service) answers an expired token with a page of
        // its own that tells the embedding app to refresh; every JSON API uses the shared body.
        if (isHtmlPageFailure(responses[status])) continue;
        expect(responses[status]?.$ref, `${method} ${path} ${status}`).toMatch(
          /^\.\/components\/responses\.yaml#\//,
        );
      }
    }
    const errorResponses = readYaml(join(openapiDir, 'components/responses.yaml')) as Record<
      string,
      Json
    >;
    for (const response of Object.values(errorResponses)) {
      const content = response.content as Record<string, Json>;
      expect(content['application/json']?.schema).toEqual({ $ref: './schemas.yaml#/ErrorBody' });
    }
  });

  it('mounts every document under /api/<service>', () => {
    for (const service of documentServices()) {
      const servers = readDocument(service).servers as Json[];
      expect(servers[0]?.url).toBe(`/api/${service}`);
    }
  });

  it('sends the headers §7 names on the calls that need them', () => {
    const headerNames = (service: string, method: string, path: string) => {
      const entry = operationsOf(service).find(
        (candidate) => candidate.method === method && candidate.path === path,
      );
      const parameters = (entry?.operation.parameters ?? []) as Json[];
      return parameters.map((parameter) =>
        String(parameter.$ref ?? parameter.name)
          .split('#/')
          .pop(),
      );
    };
    expect(headerNames('auth', 'POST', '/login')).toContain('HideError');
    expect(headerNames('mimin', 'POST', '/v2/{tenant}/login')).toContain('HideError');
    expect(headerNames('stockist', 'POST', '/v2/stockist/transaction/offline')).toContain(
      'StockistId',
    );
    expect(headerNames('stockist', 'GET', '/v2/stockist/transaction/offline')).toContain(
      'StockistId',
    );
    expect(headerNames('upload', 'POST', '/v2/partner/product-model/upload')).toContain('UserId');
    expect(headerNames('product', 'POST', '/v3/{tenant}/product/bulk')).toContain('UserId');
  });

  it('uses the body encodings §7 names', () => {
    const mediaType = (service: string, method: string, path: string) => {
      const entry = operationsOf(service).find(
        (candidate) => candidate.method === method && candidate.path === path,
      );
      return Object.keys(
        ((entry?.operation.requestBody as Json | undefined)?.content ?? {}) as Json,
      );
    };
    const form = ['application/x-www-form-urlencoded'];
    expect(mediaType('auth', 'POST', '/login')).toEqual(form);
    expect(mediaType('auth', 'POST', '/oauth2/token')).toEqual(['multipart/form-data']);
    expect(mediaType('mimin', 'POST', '/v2/{tenant}/login')).toEqual(['application/json']);
    for (const path of ['/admin/order-list/process-order', '/admin/order-list/v2/process-order']) {
      expect(mediaType('admin', 'POST', path)).toEqual(form);
    }
    for (const path of [
      '/admin/order-list/update-waybill',
      '/admin/order-list/v2/update-waybill',
    ]) {
      expect(mediaType('admin', 'PUT', path)).toEqual(form);
    }
  });
});

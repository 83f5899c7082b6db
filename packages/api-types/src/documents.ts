import { serviceNames, type ServiceName } from './services';

export interface OpenApiDocumentFiles {
  /** The authored document, with references into openapi/components/. */
  source: string;
  /** The same document with every reference inside it (generated, committed). */
  bundled: string;
}

/** Package-relative file names of each service's documents. */
export const openapiDocumentFiles: Readonly<Record<ServiceName, OpenApiDocumentFiles>> =
  Object.fromEntries(
    serviceNames.map((service) => [
      service,
      { source: `openapi/${service}.yaml`, bundled: `openapi/bundled/${service}.json` },
    ]),
  ) as Record<ServiceName, OpenApiDocumentFiles>;

// Kept in a variable so bundlers do not treat the documents as app assets.
const moduleUrl = import.meta.url;

/** Absolute file paths of each service's documents, for servers and tests running on Node. */
export function getOpenApiDocumentPaths(): Record<ServiceName, OpenApiDocumentFiles> {
  const toPath = (relative: string) =>
    decodeURIComponent(new URL(`../${relative}`, moduleUrl).pathname);
  return Object.fromEntries(
    serviceNames.map((service) => {
      const files = openapiDocumentFiles[service];
      return [service, { source: toPath(files.source), bundled: toPath(files.bundled) }];
    }),
  ) as Record<ServiceName, OpenApiDocumentFiles>;
}

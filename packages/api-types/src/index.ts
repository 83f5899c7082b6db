export * from './client/index';
export {
  getOpenApiDocumentPaths,
  openapiDocumentFiles,
  type OpenApiDocumentFiles,
} from './documents';
export { isServiceName, serviceNames, type ServiceName } from './services';
export { operationIndex, type OperationEnvelope, type OperationInfo } from './generated/operations';
export * from './generated/limits';
export * from './rules/variant-cells';

export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './api-error';
export { FORM_URLENCODED_HEADERS, HIDE_ERROR_HEADERS, toFormData } from './body';
export {
  ACCESS_TOKEN_COOKIE,
  createApiClients,
  resolveServiceBaseUrl,
  type ApiClients,
  type ApiClientsConfig,
} from './create-api-clients';
export { readErrorBody, type ParsedErrorBody } from './error-body';
export {
  CONTRACT_MISMATCH_DETAIL,
  MALFORMED_BODY_DETAIL,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  otherFailureMessage,
} from './messages';
export {
  HIDE_ERROR_HEADER,
  createApiMiddleware,
  type ApiHooks,
  type ErrorContext,
} from './middleware';
export type * from './service-types';
export { toastUnlessHidden } from './toast';
export { unwrap, type SuccessData } from './unwrap';

export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export {
  errorPageCopy,
  toErrorPageStatus,
  type ErrorPageCopy,
  type ErrorPageStatus,
} from './error-copy';

export { ErrorPage as ErrorPageView } from '@seller/design-system';

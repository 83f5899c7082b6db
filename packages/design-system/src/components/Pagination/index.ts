export { Pagination, type PaginationProps } from './Pagination';
export { pageItems, type PageItem } from './page-items';
export { PastLastPage, isPastLastPage, type PastLastPageProps } from './PastLastPage';

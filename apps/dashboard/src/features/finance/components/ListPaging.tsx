import { isPastLastPage, Pagination, PastLastPage } from '@seller/design-system';
import { financeCopy } from '../copy';
import type { ListPage } from '../finance-types';

/** The page on screen when it lies past the last one: an old link or a list that shrank. */
export function pastLastOf<T>(data: ListPage<T> | null): ListPage<T> | null {
  return data && isPastLastPage(data.pageAsked, data.metadata.totalItem, data.rows.length)
    ? data
    : null;
}

/** Says the page asked for is not there and leads to the last one. */
export function PastLast({
  page,
  onPage,
}: {
  page: ListPage<unknown>;
  onPage: (page: number) => void;
}) {
  return (
    <PastLastPage
      page={page.pageAsked}
      totalPages={page.metadata.totalPage}
      headingLevel={2}
      onGoToLast={() => onPage(page.metadata.totalPage)}
    />
  );
}

/** Paging under a list that has rows on a page that exists. */
export function Paging({
  query,
  data,
  onPage,
  onSize,
}: {
  query: { page: number; size: number };
  data: ListPage<unknown> | null;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  if (!data || data.metadata.totalItem <= 0 || pastLastOf(data)) return null;
  return (
    <Pagination
      page={query.page}
      pageSize={query.size}
      total={data.metadata.totalItem}
      onPageChange={onPage}
      onPageSizeChange={onSize}
      formatRange={financeCopy.range}
    />
  );
}

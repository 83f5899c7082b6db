import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

export interface PastLastPageProps {
  /** The page asked for (from the URL). */
  page: number;
  /** How many pages the list has (at least 1 when there are items). */
  totalPages: number;
  /** Goes to the last page that has items. */
  onGoToLast: () => void;
  /** Heading level inside the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Whether a paged list answered an empty page although it has items: the URL asked for a page
 * past the last one (an old link, a shrunken list). Lists show PastLastPage then, never their
 * 'nothing here yet' state.
 */
export function isPastLastPage(page: number, totalItems: number, itemsOnPage: number): boolean {
  return itemsOnPage === 0 && totalItems > 0 && page > 1;
}

/** The state of a paged list asked for a page past its last one, with the way back. */
export function PastLastPage({ page, totalPages, onGoToLast, headingLevel }: PastLastPageProps) {
  const last = Math.max(1, totalPages);
  return (
    <EmptyState
      icon="search"
      headingLevel={headingLevel}
      title={`Halaman ${page} tidak ada`}
      text={`Daftar ini hanya sampai halaman ${last}.`}
      action={<Button onClick={onGoToLast}>{`Ke halaman terakhir (${last})`}</Button>}
    />
  );
}

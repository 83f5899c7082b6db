import { useEffect, useState } from 'react';
import { Button, TextField } from '@seller/design-system';
import type { AnnouncementCategory } from '../announcement-types';
import { announcementCopy as copy } from '../copy';
import { AnnouncementList, type AnnouncementListProps } from '../components/AnnouncementList';
import {
  Chip,
  Chips,
  Heading,
  Muted,
  Page,
  Search,
} from '../components/AnnouncementListPage.styles';
import { ANNOUNCEMENT_SEARCH_MAX_LENGTH, categoryHref } from '../urls';

export interface AnnouncementListPageProps extends AnnouncementListProps {
  /** Promo Brand (/announcement/promo): its own title, the Promo category only. */
  promo: boolean;
  /** The category chips; empty while they load. */
  categories: AnnouncementCategory[];
  /** The category on screen, whose chip is current; null for 'Semua'. */
  categoryId: number | null;
  /** The Promo category's id: its chip leads to Promo Brand. */
  promoId: number | null;
  /** The search in the URL. */
  q: string;
  /** A search from the form (trimmed); it starts again on page 1. */
  onSearch: (q: string) => void;
}

/** /announcement and /announcement/promo: the category chips, the search and the list. */
export function AnnouncementListPage({
  promo,
  categories,
  categoryId,
  promoId,
  q,
  onSearch,
  ...list
}: AnnouncementListPageProps) {
  const [searchText, setSearchText] = useState(q);
  // A category chip, the back button or a sidebar link changes `q` without the form.
  useEffect(() => setSearchText(q), [q]);

  return (
    <Page>
      <div>
        <Heading>{promo ? copy.promoTitle : copy.title}</Heading>
        <Muted>{promo ? copy.promoIntro : copy.intro}</Muted>
      </div>
      <nav aria-label={copy.categoriesLabel}>
        <Chips>
          {[null, ...categories].map((category) => {
            const active = (category?.id ?? null) === categoryId;
            return (
              <li key={category?.id ?? 'all'}>
                <Chip
                  to={categoryHref(category?.id ?? null, promoId)}
                  $active={active}
                  aria-current={active ? 'page' : undefined}
                >
                  {category?.name ?? copy.allCategories}
                </Chip>
              </li>
            );
          })}
        </Chips>
      </nav>
      <Search
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(searchText.trim());
        }}
      >
        <TextField
          label={copy.searchLabel}
          type="search"
          value={searchText}
          maxLength={ANNOUNCEMENT_SEARCH_MAX_LENGTH}
          placeholder={copy.searchPlaceholder}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="submit" variant="secondary" leadingIcon="search">
          {copy.searchButton}
        </Button>
      </Search>
      <AnnouncementList {...list} />
    </Page>
  );
}

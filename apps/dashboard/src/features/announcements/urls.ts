import { routePaths } from '../../app/route-paths';

/** The list, the Promo Brand entry's list (its own path, so one sidebar entry is active) and one announcement. */
export const announcementPaths = {
  list: routePaths.announcement,
  promo: `${routePaths.announcement}/promo`,
  detail: (id: number | string) => `${routePaths.announcement}/${id}`,
  /** The detail's route pattern. */
  detailPattern: `${routePaths.announcement}/:announcementId`,
} as const;

/** Largest id the contract accepts (int32); a hand-edited larger one is ignored. */
export const MAX_ANNOUNCEMENT_ID = 2_147_483_647;

/** The longest search the list keeps; the search box stops there too. */
export const ANNOUNCEMENT_SEARCH_MAX_LENGTH = 100;

/** The list state an address names: the search, the page, and the category it asks for. */
export interface AnnouncementListParams {
  q: string;
  page: number;
  categoryId: number | null;
}

/** The announcement an address's `:announcementId` names, or null for one that cannot exist. */
export function announcementIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ANNOUNCEMENT_ID ? id : null;
}

export function readListParams(params: URLSearchParams): AnnouncementListParams {
  const requested = Number.parseInt(params.get('categoryId') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, ANNOUNCEMENT_SEARCH_MAX_LENGTH),
    page: Math.max(1, Math.min(1_000_000, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
    categoryId:
      Number.isInteger(requested) && requested > 0 && requested <= MAX_ANNOUNCEMENT_ID
        ? requested
        : null,
  };
}

/**
 * The list at `base` (the full list or Promo Brand) with this state; page 1 and no search are
 * left out. The promo list names its category by its path, never by `categoryId`.
 */
export function announcementListHref(
  base: string,
  { q, page, categoryId }: Partial<AnnouncementListParams>,
): string {
  const next = new URLSearchParams();
  if (base !== announcementPaths.promo && categoryId) next.set('categoryId', String(categoryId));
  if (q) next.set('q', q);
  if (page && page > 1) next.set('page', String(page));
  const search = next.toString();
  return search ? `${base}?${search}` : base;
}

/** Where a category chip leads: the full list, Promo Brand for the Promo category, or a filter. */
export function categoryHref(categoryId: number | null, promoId: number | null): string {
  if (categoryId === null) return announcementPaths.list;
  if (categoryId === promoId) return announcementPaths.promo;
  return `${announcementPaths.list}?categoryId=${categoryId}`;
}

/** The detail's back link: the list the seller came from (its state kept), else the full list. */
export function backHrefOf(locationState: unknown): string {
  const from = (locationState as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(announcementPaths.list)
    ? from
    : announcementPaths.list;
}

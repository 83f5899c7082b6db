import type { AnnouncementListParams } from './urls';

/** One announcement, as the contract answers it. */
export interface Announcement {
  id: number;
  title: string;
  categoryId: number;
  categoryName: string;
  content: string;
  imageUrl: string | null;
  isRead: boolean;
  publishedAt: string;
}

export interface AnnouncementCategory {
  id: number;
  name: string;
}

/** What one list page asks for (the promo list asks for the Promo category's id). */
export type AnnouncementListQuery = AnnouncementListParams;

export interface AnnouncementPage {
  items: Announcement[];
  total: number;
  /**
   * The query this page answers: while the next one loads it stays on screen, and whether it
   * lies past the last page or matched no search is judged by its own query.
   */
  asked: AnnouncementListQuery;
}

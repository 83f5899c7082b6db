/** The onboarding update result (success or error) returns to idle after this long (spec §4, §9). */
export const ONBOARD_RESULT_RESET_MS = 3000;

/** A chunk-load failure reloads the page at most once per this window (spec §8, §9). */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

/** After old service workers and caches are removed, the page reloads after this long (spec §9). */
export const SERVICE_WORKER_RELOAD_DELAY_MS = 3000;

/** Default list page size (spec §3, §9). */
export const DEFAULT_PAGE_SIZE = 15;

/** Notification popover page size (spec §9). */
export const NOTIFICATION_POPOVER_PAGE_SIZE = 5;

/** Discussion page size (spec §9). */
export const DISCUSSION_PAGE_SIZE = 10;

/** Page size of the list a notification click opens (spec §4, §9). */
export const NOTIFICATION_TARGET_PAGE_SIZE = 25;

/** Order status code meaning "all" (spec §4). */
export const ORDER_STATUS_ALL = -1;

/** The sidebar collapses, and the device counts as mobile, below this window width (spec §2, §9). */
export const SIDEBAR_COLLAPSE_BREAKPOINT_PX = 1199;

/** Badge counts above this show as {@link BADGE_OVERFLOW_LABEL} (spec §2, §9). */
export const BADGE_COUNT_CAP = 99;

/** What a badge shows above {@link BADGE_COUNT_CAP}. */
export const BADGE_OVERFLOW_LABEL = '99+';

/** Discussion tab selected by default (spec §3, §4). */
export const DEFAULT_DISCUSSION_TAB = 'not-answered';

/** Fallback message when a failure carries none (spec §8). */
export const UNKNOWN_ERROR_MESSAGE = 'Terjadi kesalahan yang tidak diketahui.';

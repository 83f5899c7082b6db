/**
 * Which statements are planned with each call's values (issue 17), on PostgreSQL: PGlite sends
 * every query unnamed, so there each call is planned with its values anyway.
 *
 * Every statement is prepared once and then only bound and executed with one generic plan
 * (plan_cache_mode force_generic_plan while it runs), which spares planning: at --scale 100 the
 * variant list's query took 1.1 ms to plan and 0.6 ms to run (measured on PGlite). PostgreSQL's own
 * choice (auto) never settled on the generic plan for a page: a LIMIT and OFFSET given as
 * parameters are costed as a tenth of the table, so the generic plan of the multistock list
 * looked 200 times dearer than the one made for LIMIT 15 — the same index scan — and every call
 * was planned again (0.4–1.0 ms of the server's CPU, more than the query's run).
 *
 * A search is the exception: its plan depends on its words (a rare word reads a few rows through
 * the trigram index, a common one is better scanned), and a generic plan fit for one scanned a
 * whole catalogue for the other (seen: 860 ms instead of 1 ms). A statement that matches text is
 * sent unnamed, parsed with each call, and so always planned with its values.
 */
export function plannedPerCall(text: string): boolean {
  return /\b(I?LIKE|SIMILAR TO|similarity|word_similarity)\b|%>|<%|~/i.test(text);
}

/**
 * Which statements are planned with each call's values (issue 17).
 *
 * Every statement is prepared once and then only bound and executed; after five calls PostgreSQL
 * keeps one generic plan when it costs no more than the plans made for the values
 * (plan_cache_mode auto), which spares planning: on PGlite at --scale 100 the variant list's
 * query takes 1.1 ms to plan and 0.6 ms to run.
 *
 * A search is the exception: its plan depends on its words (a rare word reads a few rows through
 * the trigram index, a common one is better scanned), and a generic plan fit for one scanned a
 * whole catalogue for the other (seen: 860 ms instead of 1 ms). A statement that matches text is
 * sent unnamed, parsed with each call, and so always planned with its values.
 */
export function plannedPerCall(text: string): boolean {
  return /\b(I?LIKE|SIMILAR TO|similarity|word_similarity)\b|%>|<%|~/i.test(text);
}

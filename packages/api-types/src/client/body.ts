/** Headers for the form-encoded calls of spec §7 (POST /login, process-order, update-waybill). */
export const FORM_URLENCODED_HEADERS = {
  'Content-Type': 'application/x-www-form-urlencoded',
} as const;

/** Request headers of the login calls: the error toast stays hidden (spec §8). */
export const HIDE_ERROR_HEADERS = { 'hide-error': 'true' } as const;

type MultipartValue = string | number | boolean | Blob | null | undefined;

/**
 * Body serializer for multipart calls (POST /oauth2/token, uploads):
 * `client.POST('/oauth2/token', { body, bodySerializer: toFormData })`.
 */
export function toFormData(body: Record<string, MultipartValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

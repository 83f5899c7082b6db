import type { ApiError } from './api-error';
import type { ErrorContext } from './middleware';

/**
 * An onError hook that shows the user message as a toast unless the request asked for
 * no toast (spec §8: login calls, and calls whose failure is only logged).
 */
export function toastUnlessHidden(showToast: (message: string) => void) {
  return (error: ApiError, context: ErrorContext): void => {
    if (!context.hideErrorToast) showToast(error.message);
  };
}

import { SessionContext } from '../session/session-context';
import { productQuestionsHref } from './urls';

/** The product page's link to its questions, or `null` when the current brand has no discussion menu. */
export function useProductQuestionsHref(productName: string | null): string | null {
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const config = SessionContext.useSelector((s) => s.context.config);
  return productName === null ? null : productQuestionsHref(config, brandId, productName);
}

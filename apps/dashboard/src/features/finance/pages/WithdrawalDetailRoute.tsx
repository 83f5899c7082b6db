import { useParams } from 'react-router-dom';
import { EmptyState } from '@seller/design-system';
import { useResource } from '../../../platform/data/use-resource';
import { FinanceFrame } from '../components/FinanceFrame';
import { financeCopy } from '../copy';
import { withdrawalRead } from '../finance-queries';
import type { FinanceScope } from '../finance-types';
import { withdrawalIdOf } from '../urls';
import { useFinanceScope } from '../use-finance-scope';
import { WithdrawalDetailPage } from './WithdrawalDetailPage';

/** /finance-withdrawal/{id}: one request and its status timeline. */
export function WithdrawalDetailRoute() {
  const scope = useFinanceScope();
  const id = withdrawalIdOf(useParams().id);
  return scope && id !== null ? (
    <WithdrawalDetailBody key={`${scope.brandId}:${id}`} scope={scope} id={id} />
  ) : (
    <FinanceFrame back>
      <EmptyState title={scope ? financeCopy.detailNotFound : financeCopy.noBrand} />
    </FinanceFrame>
  );
}

/** One request by id; the route above resolves the brand and the id from the URL. */
export function WithdrawalDetailBody({ scope, id }: { scope: FinanceScope; id: number }) {
  const withdrawal = useResource(withdrawalRead(scope, id));
  return <WithdrawalDetailPage id={id} withdrawal={withdrawal} />;
}

import { useEffect } from 'react';
import { BrandSwitchContext } from '../brand-switch/brand-switch-context';
import { onOrdersChanged } from './orders-events';

/**
 * The sidebar's active-transaction badge comes from the brand switch's counts. When an order
 * leaves (or enters) the counted statuses here, the counts are refetched, never adjusted by hand.
 * Rendered inside the signed-in layout, where the brand switch lives.
 */
export function ActiveTransactionRefresh() {
  const brandSwitch = BrandSwitchContext.useActorRef();
  useEffect(
    () => onOrdersChanged(() => brandSwitch.send({ type: 'brand.refreshCounts' })),
    [brandSwitch],
  );
  return null;
}

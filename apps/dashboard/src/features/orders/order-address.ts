import type { Order } from './order-types';

/** The street line, then 'City, Province PostalCode' with whatever parts the order has. */
export function addressLines(address: Order['address']): [string, string] {
  const region = [address.city, address.province]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  return [address.street, [region, address.postalCode].filter(Boolean).join(' ')];
}

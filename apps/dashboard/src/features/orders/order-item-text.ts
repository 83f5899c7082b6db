import type { Order } from './order-types';

type OrderItem = Order['items'][number];

/**
 * How an item is named wherever it is listed (detail, label, packing list): the product, then
 * the variant, so a packer can tell '200 gr / Paket 5' of one product from another's.
 */
export function itemTitle(item: OrderItem): string {
  return item.productName ? `${item.productName} — ${item.variantName}` : item.variantName;
}

/** The SKU line under an item, when the order knows it. */
export function itemSku(item: OrderItem): string | null {
  return item.sku ? `SKU: ${item.sku}` : null;
}

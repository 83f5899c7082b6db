export const transactionPath = '/transaction';
export const transactionV3Path = '/transaction-v3';
export const transactionPaths = [transactionPath, transactionV3Path] as const;
export const printPagePath = '/print-page';

export type PrintKind = 'all' | 'labels' | 'packing';

/** Where the print page for these orders lives; order codes keep the seller's selection order. */
export function printPageHref(orderCodes: readonly string[], kind: PrintKind = 'all'): string {
  const params = new URLSearchParams({ orders: orderCodes.join(',') });
  if (kind !== 'all') params.set('kind', kind);
  return `${printPagePath}?${params.toString()}`;
}

/** Order codes named by a print link: `orders=A,B` or the receipt's `orderCode=A`. */
export function orderCodesOf(params: URLSearchParams): string[] {
  const listed = (params.get('orders') ?? '').split(',');
  const single = params.getAll('orderCode');
  const codes = [...listed, ...single].map((code) => code.trim()).filter((code) => code !== '');
  return [...new Set(codes)];
}

export function printKindOf(params: URLSearchParams): PrintKind {
  const kind = params.get('kind');
  return kind === 'labels' || kind === 'packing' ? kind : 'all';
}

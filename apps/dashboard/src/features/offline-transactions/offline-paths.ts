/** The stockist's offline sales pages (spec §2). */
export const offlineListPath = '/transaction-offline';
export const offlineAddPath = '/transaction-offline/add';

/**
 * Orders changed status here (processed, shipped). Whatever shows counts derived from orders —
 * the sidebar's active-transaction badge — listens and refetches instead of guessing.
 */
export const ordersChangedEvent = 'seller:orders-changed';

export function notifyOrdersChanged(): void {
  window.dispatchEvent(new Event(ordersChangedEvent));
}

/** Subscribes to order changes; returns the unsubscribe function. */
export function onOrdersChanged(listener: () => void): () => void {
  window.addEventListener(ordersChangedEvent, listener);
  return () => window.removeEventListener(ordersChangedEvent, listener);
}

import { tracker } from '../../platform/analytics';

export interface TrackedEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** How the onboarding and promotion report what the seller saw; injectable for tests. */
export type Track = (event: TrackedEvent) => void;

/**
 * Through the app's one tracker, which adds brand, tenant, path and time. Announcements have no
 * area of their own there; 'brand' is the area no tenant skips.
 */
export const trackWithAppTracker: Track = (event) => {
  tracker().track({
    name: event.name,
    area: 'brand',
    ...(event.properties ? { properties: event.properties } : {}),
  });
};

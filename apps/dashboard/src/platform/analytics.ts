import { HIDE_ERROR_HEADERS, type ApiClients } from '@seller/api-types';
import { tenantProfile, type TenantType } from './tenant-profile';

/** Product areas an event belongs to; homepage and withdrawal events are skippable per tenant (§1, §6). */
export type AnalyticsArea = 'home' | 'withdrawal' | 'navigation' | 'brand' | 'session';

export interface AnalyticsEvent {
  name: string;
  area: AnalyticsArea;
  properties?: Record<string, string | number | boolean | null>;
}

/** What a sink receives: the event with who, where and when. */
export interface AnalyticsRecord {
  name: string;
  brandId: number | null;
  tenant: TenantType;
  path: string;
  properties: Record<string, string | number | boolean | null>;
  occurredAt: string;
}

/** Where records go; the sandbox sink posts them, tests collect them. */
export type AnalyticsSink = (records: AnalyticsRecord[]) => Promise<void>;

export interface AnalyticsContext {
  tenant: TenantType;
  brandId: string | null;
}

export interface Tracker {
  track: (event: AnalyticsEvent) => void;
  /** Sends what is queued now (page hide, logout). */
  flush: () => Promise<void>;
  /**
   * Who is acting; set by the session as it changes. Null while it is not known (the session or
   * the brand still loading): events wait for it instead of going out under a guessed tenant.
   */
  setContext: (context: AnalyticsContext | null) => void;
}

const skippableAreas: readonly AnalyticsArea[] = ['home', 'withdrawal'];
const flushDelayMs = 2000;
const maxBatch = 100;

export function isTracked(area: AnalyticsArea, tenant: TenantType): boolean {
  return !(tenantProfile(tenant).skipsHomeAndWithdrawalTracking && skippableAreas.includes(area));
}

function numericBrandId(brandId: string | null): number | null {
  // A comma list names several brands (§4): the event belongs to none of them.
  if (brandId === null || !/^\d+$/.test(brandId)) return null;
  return Number(brandId);
}

/**
 * The one analytics tracker: every user action goes through `track`, tenant skips are decided
 * here, records are batched and handed to a pluggable sink. A failing sink only logs: analytics
 * never interrupts the seller.
 */
export function createTracker(sink: AnalyticsSink, now: () => Date = () => new Date()): Tracker {
  let context: AnalyticsContext | null = null;
  // Tracked before the context was known: a page's view event runs in its first effect, before
  // the session has told who is signed in. Kept with their path and time, decided later.
  const held: Array<{ event: AnalyticsEvent; path: string; occurredAt: string }> = [];
  const queue: AnalyticsRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    try {
      await sink(batch);
    } catch (error) {
      console.error('analytics: events not delivered', error);
    }
    if (queue.length > 0) await flush();
  };

  const record = (
    known: AnalyticsContext,
    { event, path, occurredAt }: (typeof held)[number],
  ): void => {
    if (!isTracked(event.area, known.tenant)) return;
    queue.push({
      name: event.name,
      brandId: numericBrandId(known.brandId),
      tenant: known.tenant,
      path,
      properties: { area: event.area, ...event.properties },
      occurredAt,
    });
    if (queue.length >= maxBatch) void flush();
    else if (timer === null) timer = setTimeout(() => void flush(), flushDelayMs);
  };

  return {
    track(event) {
      const taken = {
        event,
        path: typeof window === 'undefined' ? '' : window.location.pathname,
        occurredAt: now().toISOString(),
      };
      if (context) record(context, taken);
      else held.push(taken);
    },
    flush,
    setContext(next) {
      context = next;
      if (next) for (const taken of held.splice(0)) record(next, taken);
    },
  };
}

/** The sandbox sink: `POST /api/brand-base/v1/analytics/events` (contract operation postAnalyticsEvents). */
export function apiSink(api: ApiClients): AnalyticsSink {
  return async (records) => {
    const { error } = await api['brand-base'].POST('/v1/analytics/events', {
      body: { events: records },
      // A lost analytics batch is not the seller's problem: no toast.
      headers: HIDE_ERROR_HEADERS,
    });
    if (error !== undefined) throw error;
  };
}

let appTracker: Tracker = createTracker(async () => {});

export function installTracker(tracker: Tracker): void {
  appTracker = tracker;
}

/** The app-wide tracker (a silent one until the app installs the real sink). */
export function tracker(): Tracker {
  return appTracker;
}

import type { Page } from '@playwright/test';

export function trackRequests(page: Page): void;
export function waitForQuietNetwork(
  page: Page,
  options?: { quietMs?: number; timeoutMs?: number },
): Promise<void>;

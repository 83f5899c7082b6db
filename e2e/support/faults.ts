import type { Page } from '@playwright/test';

export interface Fault {
  pathPattern: string;
  method?: string;
  latencyMs?: number;
  status?: number;
  body?: 'malformed';
  drop?: boolean;
  times?: number;
}

/** Sandbox fault injection (SANDBOX_FAULTS=1): the next matching calls fail as described. */
export async function injectFault(page: Page, fault: Fault): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', { data: fault });
  if (!response.ok()) throw new Error(`fault not accepted: ${response.status()}`);
}

export async function clearFaults(page: Page): Promise<void> {
  await page.request.delete('/__sandbox/faults');
}

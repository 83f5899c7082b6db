import { waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { createTestApi, mockOptions, startMockServer } from '../../test/app-harness';
import { provideSessionMachine } from './session-actors';
import { prefetchSessionData } from './session-prefetch';

const server = startMockServer();

/** The five session calls; `failFirst` answers the first user call with a 500. */
function sessionHandlers(requests: string[], { failFirst = false } = {}) {
  let userCalls = 0;
  const seen = <T>(name: string, answer: T) => {
    requests.push(name);
    return answer;
  };
  return [
    mockOperation(mockOptions, 'mimin', 'get', '/v2/{tenant}/user/current', () => {
      userCalls += 1;
      if (failFirst && userCalls === 1) throw new Error('server down');
      return seen('user', {
        data: {
          id: 7,
          name: 'Rina Wulandari',
          telephone: null,
          email: 'seller@demo.id',
          profilePictureUrl: null,
        },
      });
    }),
    mockOperation(mockOptions, 'mimin', 'get', '/v2/{tenant}/user/brands', () =>
      seen('brands', { data: [{ id: 101, name: 'Kopi Nusantara' }] }),
    ),
    mockOperation(mockOptions, 'admin', 'get', '/v1/system/container/user-menu', () =>
      seen('menu', { data: [] }),
    ),
    mockOperation(mockOptions, 'admin', 'get', '/v1/internal/user/permission', () =>
      seen('permission', { data: [] }),
    ),
    mockOperation(mockOptions, 'admin', 'get', '/v1/tenant/config', () =>
      seen('config', { data: [] }),
    ),
  ];
}

function startSession(toasts: string[] = [], brandId: string | null = null) {
  const actor = createActor(
    provideSessionMachine({ api: createTestApi(toasts), redirectToSignIn: () => {} }),
    {
      input: {
        hasSessionToken: true,
        stored: { userData: null, brandData: null, userBrands: [], brandId },
      },
    },
  );
  actor.start();
  return actor;
}

describe('session calls started by the entry script', () => {
  it('the session machine takes the calls already in flight instead of making them again', async () => {
    const requests: string[] = [];
    server.use(...sessionHandlers(requests));
    prefetchSessionData(createTestApi(), null);
    const actor = startSession();
    await waitFor(() => expect(actor.getSnapshot().context.userData?.name).toBe('Rina Wulandari'));
    expect(requests.sort()).toEqual(['brands', 'config', 'menu', 'permission', 'user']);
    actor.stop();

    // A later load (another sign-in in the same page) asks the server again.
    const again = startSession();
    await waitFor(() => expect(again.getSnapshot().context.userData?.name).toBe('Rina Wulandari'));
    expect(requests).toHaveLength(10);
    again.stop();
  });

  it('a failed early load is asked again through the app clients, so the session still starts', async () => {
    const requests: string[] = [];
    server.use(...sessionHandlers(requests, { failFirst: true }));
    prefetchSessionData(createTestApi(), null);
    const actor = startSession();
    await waitFor(() => expect(actor.getSnapshot().context.userData?.name).toBe('Rina Wulandari'));
    expect(requests.filter((name) => name === 'user')).toHaveLength(1);
    actor.stop();
  });
});

describe('an early answer that arrives before the app asks', () => {
  it('goes to the first load only', async () => {
    const requests: string[] = [];
    server.use(...sessionHandlers(requests));
    prefetchSessionData(createTestApi(), null);
    await waitFor(() => expect(requests).toHaveLength(5));
    const first = startSession();
    await waitFor(() => expect(first.getSnapshot().context.userData?.name).toBe('Rina Wulandari'));
    expect(requests).toHaveLength(5);
    first.stop();
    const second = startSession();
    await waitFor(() => expect(second.getSnapshot().context.userData?.name).toBe('Rina Wulandari'));
    expect(requests).toHaveLength(10);
    second.stop();
  });
});

describe('the details of the brand worked in last time', () => {
  function brandHandler(requests: string[]) {
    return mockOperation(mockOptions, 'brand', 'get', '/v1/brand/{id}', ({ params }) => {
      requests.push(`brand ${params.id}`);
      const id = Number(params.id);
      return {
        data: {
          id,
          brandId: id,
          brandName: `Brand ${id}`,
          logoUrl: null,
          type: 'brand',
          brandType: 'regular' as const,
          brandLevel: null,
          benefitTier: null,
          brandJagoan: null,
          isJagoan: false,
          hasStockist: false,
        },
      };
    });
  }

  it('are asked with the session calls, and the session takes them instead of asking again', async () => {
    const requests: string[] = [];
    server.use(...sessionHandlers(requests), brandHandler(requests));
    prefetchSessionData(createTestApi(), '101');
    await waitFor(() => expect(requests).toContain('brand 101'));
    const actor = startSession([], '101');
    await waitFor(() => expect(actor.getSnapshot().context.brandData?.brandName).toBe('Brand 101'));
    expect(requests.filter((name) => name.startsWith('brand '))).toEqual(['brand 101']);
    actor.stop();
  });

  it('are not handed to a session that resumes with another brand', async () => {
    const requests: string[] = [];
    server.use(...sessionHandlers(requests), brandHandler(requests));
    prefetchSessionData(createTestApi(), '101');
    const actor = startSession([], '202');
    await waitFor(() => expect(actor.getSnapshot().context.brandData?.brandName).toBe('Brand 202'));
    expect(requests.filter((name) => name.startsWith('brand ')).sort()).toEqual([
      'brand 101',
      'brand 202',
    ]);
    actor.stop();
  });

  it('are not asked for a list of brands', async () => {
    const requests: string[] = [];
    server.use(...sessionHandlers(requests), brandHandler(requests));
    prefetchSessionData(createTestApi(), '101,202');
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(requests.filter((name) => name.startsWith('brand '))).toEqual([]);
  });
});

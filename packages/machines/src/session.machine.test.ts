import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { BrandData, UserData } from './entities';
import { savePageParams, sessionMachine } from './session.machine';
import type {
  FetchBrandDataInput,
  PasswordGrantInput,
  PasswordGrantOutput,
  SessionData,
  SessionInput,
  TenantLoginInput,
} from './session.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const user: UserData = { id: 'u1', name: 'Sari' };
const brand = (id: string): BrandData => ({ id, brandName: `Brand ${id}` });
const sessionData: SessionData = {
  user,
  brands: [
    { id: '10', name: 'Brand 10' },
    { id: '20', name: 'Brand 20' },
  ],
  menu: [{ name: 'Home', path: '/home' }],
  permissions: { canWithdraw: true },
  config: { configVersion: 3 },
};

function start(
  input: SessionInput,
  overrides: { brandData?: (id: string) => Promise<BrandData>; signIn?: Error } = {},
) {
  const calls: string[] = [];
  const spy = (name: string) => () => {
    calls.push(name);
  };
  const persistSession = vi.fn();
  const storeSessionTokens = vi.fn();
  const brandRequests: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      requestPasswordToken: fromPromise<PasswordGrantOutput, PasswordGrantInput>(({ input }) => {
        calls.push(`password:${input.username}`);
        return overrides.signIn
          ? Promise.reject(overrides.signIn)
          : Promise.resolve({ accessToken: 'tok', expiresIn: 3600 });
      }),
      loginTenant: fromPromise<unknown, TenantLoginInput>(({ input }) => {
        calls.push(`tenant:${input.accessToken}`);
        return Promise.resolve({});
      }),
      fetchProfile: fromPromise(() => {
        calls.push('profile');
        return Promise.resolve(user);
      }),
      fetchSessionData: fromPromise(() => {
        calls.push('sessionData');
        return Promise.resolve(sessionData);
      }),
      fetchBrandData: fromPromise<BrandData, FetchBrandDataInput>(({ input }) => {
        brandRequests.push(input.brandId);
        return overrides.brandData
          ? overrides.brandData(input.brandId)
          : Promise.resolve(brand(input.brandId));
      }),
    },
    actions: {
      persistSession: (_, params) => persistSession(params),
      storeSessionTokens: (_, params) => storeSessionTokens(params),
      deleteSessionCookies: spy('deleteSessionCookies'),
      clearBrowserStorage: spy('clearBrowserStorage'),
      resetSidebar: spy('resetSidebar'),
      redirectToSignIn: spy('redirectToSignIn'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, persistSession, storeSessionTokens, brandRequests };
}

describe('session', () => {
  it('starts signed out without a session token, dropping the stored user and brand', () => {
    const { actor, persistSession } = start({
      hasSessionToken: false,
      stored: { userData: user, brandId: '20', userBrands: [{ id: '20', name: 'Brand 20' }] },
    });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      userData: null,
      brandId: null,
      userBrands: [],
    });
    expect(persistSession).toHaveBeenCalledWith(
      expect.objectContaining({ userData: null, brandId: null }),
    );
  });

  it('signs in with the password grant, then the tenant login, then the profile, then loads the session', async () => {
    const { actor, calls, storeSessionTokens } = start({ hasSessionToken: false });
    actor.send({ type: 'session.signIn', username: 'sari@toko.id', password: 'rahasia' });
    await settle();
    expect(calls).toEqual(['password:sari@toko.id', 'tenant:tok', 'profile', 'sessionData']);
    expect(storeSessionTokens).toHaveBeenCalledWith({ accessToken: 'tok', expiresIn: 3600 });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      userData: user,
      menu: sessionData.menu,
      permissions: sessionData.permissions,
      config: sessionData.config,
      brandData: brand('10'),
    });
  });

  it('returns to signed out with the failure message when the sign-in fails', async () => {
    const { actor } = start(
      { hasSessionToken: false },
      { signIn: new Error('Username atau password salah') },
    );
    actor.send({ type: 'session.signIn', username: 'a', password: 'b' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.errorMessage).toBe('Username atau password salah');
  });

  it('makes the first brand current when none is chosen', async () => {
    const { actor, brandRequests } = start({ hasSessionToken: true });
    await settle();
    expect(actor.getSnapshot().context.brandId).toBe('10');
    expect(brandRequests).toEqual(['10']);
  });

  it('keeps a stored brand choice', async () => {
    const { actor, brandRequests } = start({ hasSessionToken: true, stored: { brandId: '20' } });
    await settle();
    expect(actor.getSnapshot().context.brandId).toBe('20');
    expect(brandRequests).toEqual(['20']);
  });

  it('resets the brand data to empty before filling it', async () => {
    const { actor } = start(
      { hasSessionToken: true },
      { brandData: (id) => new Promise((r) => setTimeout(() => r(brand(id)), 5)) },
    );
    await settle();
    expect(actor.getSnapshot().context.brandData).toEqual(null);
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().context.brandData).toEqual(brand('10'));
    actor.send({ type: 'session.selectBrand', brandId: '20' });
    expect(actor.getSnapshot().context.brandData).toBeNull();
    expect(actor.getSnapshot().matches({ signedIn: 'loadingBrand' })).toBe(true);
  });

  it('clears the brand data for a brand id containing a comma', async () => {
    const { actor, brandRequests } = start({ hasSessionToken: true });
    await settle();
    actor.send({ type: 'session.selectBrand', brandId: '10,20' });
    expect(actor.getSnapshot().context).toMatchObject({ brandId: '10,20', brandData: null });
    expect(brandRequests).toEqual(['10']);
  });

  it('persists the session state of §3 through the injected storage action', async () => {
    const { actor, persistSession } = start({ hasSessionToken: true });
    await settle();
    actor.send({
      type: 'session.savePageParams',
      params: { path: '/product-v3', query: { page: '2' } },
    });
    expect(persistSession).toHaveBeenLastCalledWith({
      userData: user,
      brandData: brand('10'),
      userBrands: sessionData.brands,
      brandId: '10',
      pageParams: [{ path: '/product-v3', query: { page: '2' } }],
      showProductVideoBanner: true,
    });
    actor.send({ type: 'session.hideProductVideoBanner' });
    expect(persistSession).toHaveBeenLastCalledWith(
      expect.objectContaining({ showProductVideoBanner: false }),
    );
    const renamed = { ...user, name: 'Rina W. Santoso' };
    actor.send({ type: 'session.updateUser', user: renamed });
    expect(actor.getSnapshot().context.userData?.name).toBe('Rina W. Santoso');
    expect(persistSession).toHaveBeenLastCalledWith(expect.objectContaining({ userData: renamed }));
  });

  it('keeps one saved params entry per path', () => {
    const list = savePageParams([{ path: '/a', query: { page: '1' } }], { path: '/b', query: {} });
    expect(savePageParams(list, { path: '/a', query: { page: '3' } })).toEqual([
      { path: '/b', query: {} },
      { path: '/a', query: { page: '3' } },
    ]);
  });

  it.each(['session.logout', 'session.unauthorized'] as const)(
    '%s clears everything of §4 and goes to /sign-in',
    async (type) => {
      const { actor, calls } = start({
        hasSessionToken: true,
        stored: { pageParams: [{ path: '/home', query: {} }], showProductVideoBanner: false },
      });
      await settle();
      calls.length = 0;
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(calls).toEqual([
        'deleteSessionCookies',
        'resetSidebar',
        'clearBrowserStorage',
        'redirectToSignIn',
      ]);
      expect(actor.getSnapshot().context).toMatchObject({
        userData: null,
        brandData: null,
        userBrands: [],
        brandId: null,
        pageParams: [],
        showProductVideoBanner: true,
      });
    },
  );

  it('a 401 without a session ends nothing and reloads nothing', () => {
    const { actor, calls } = start({ hasSessionToken: false });
    calls.length = 0;
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual([]);
  });

  it('a 401 while the session is still loading ends in the same signed-out place', () => {
    const machine = sessionMachine.provide({
      actors: { fetchSessionData: fromPromise(() => new Promise<SessionData>(() => {})) },
    });
    const redirectToSignIn = vi.fn();
    const actor = createActor(machine.provide({ actions: { redirectToSignIn } }), {
      input: { hasSessionToken: true, stored: { userData: user, brandId: '10' } },
    }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ userData: null, brandId: null });
    expect(redirectToSignIn).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the session data cannot load', async () => {
    let attempt = 0;
    const machine = sessionMachine.provide({
      actors: {
        fetchSessionData: fromPromise(() =>
          ++attempt === 1
            ? Promise.reject(
                new Error(
                  'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
                ),
              )
            : Promise.resolve({ ...sessionData, brands: [] }),
        ),
      },
    });
    const actor = createActor(machine, { input: { hasSessionToken: true } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.errorMessage).toBe(
      'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    );
    actor.send({ type: 'session.retry' });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.brandId).toBeNull();
  });
});

import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { brandSwitchMachine } from './brand-switch.machine';
import type {
  BrandSwitchInput,
  FetchOrderCountInput,
  FetchProductQuestionCountInput,
} from './brand-switch.machine';
import { sumActiveTransactions } from './counts';
import type { OrderStatusTotal, ProductQuestionCount } from './counts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Pending<T> {
  brandId: string;
  resolve: (value: T) => void;
}

function start(input: Partial<BrandSwitchInput> = {}, options: { manual?: boolean } = {}) {
  const orderRequests: Pending<readonly OrderStatusTotal[]>[] = [];
  const questionRequests: Pending<ProductQuestionCount>[] = [];
  const spies = {
    applyBrand: vi.fn(),
    clearBrandData: vi.fn(),
    restorePreviousBrand: vi.fn(),
    requestOnboarding: vi.fn(),
    setPromotionFlag: vi.fn(),
    notifySuccess: vi.fn(),
  };
  const machine = brandSwitchMachine.provide({
    actors: {
      fetchOrderCount: fromPromise<readonly OrderStatusTotal[], FetchOrderCountInput>(
        ({ input }) =>
          options.manual
            ? new Promise((resolve) => orderRequests.push({ brandId: input.brandId, resolve }))
            : Promise.resolve([
                { status: 1, total: 3 },
                { status: 2, total: 4 },
                { status: 6, total: 100 },
              ]),
      ),
      fetchProductQuestionCount: fromPromise<ProductQuestionCount, FetchProductQuestionCountInput>(
        ({ input }) =>
          options.manual
            ? new Promise((resolve) => questionRequests.push({ brandId: input.brandId, resolve }))
            : Promise.resolve({ totalNotAnswered: 2, totalQuestion: 5, totalAnswered: 3 }),
      ),
    },
    actions: {
      applyBrand: (_, p) => spies.applyBrand(p.brandId),
      clearBrandData: spies.clearBrandData,
      restorePreviousBrand: (_, p) => spies.restorePreviousBrand(p.brandId),
      requestOnboarding: (_, p) => spies.requestOnboarding(p.brandId),
      setPromotionFlag: spies.setPromotionFlag,
      notifySuccess: (_, p) => spies.notifySuccess(p.message),
    },
  });
  const actor = createActor(machine, {
    input: {
      brandId: '10',
      pathname: '/home',
      onboardingAllowed: true,
      activeTransactionStatuses: [1, 2, 3, 8],
      ...input,
    },
  }).start();
  return { actor, spies, orderRequests, questionRequests };
}

describe('brandSwitch', () => {
  it('sums the totals of the configured statuses into the active-transaction count', () => {
    expect(
      sumActiveTransactions(
        [
          { status: 1, total: 3 },
          { status: 4, total: 9 },
          { status: 8, total: 2 },
        ],
        [1, 2, 3, 8],
      ),
    ).toBe(5);
  });

  it("asks 'Warning' with the verbatim text, OK and Cancel on a path ending in create", () => {
    const { actor, spies } = start({ pathname: '/product-v3/create' });
    actor.send({ type: 'brand.select', brandId: '20' });
    expect(actor.getSnapshot().matches({ selection: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().getMeta()['brandSwitch.selection.confirming']).toEqual({
      dialog: {
        title: 'Warning',
        text: 'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
        confirmLabel: 'OK',
        cancelLabel: 'Cancel',
      },
    });
    expect(spies.applyBrand).not.toHaveBeenCalled();
  });

  it("asks on a path ending in variant too, and OK switches and reports 'Reset completed'", async () => {
    const { actor, spies } = start({ pathname: '/product/add-variant' });
    actor.send({ type: 'brand.select', brandId: '20' });
    actor.send({ type: 'brand.confirm' });
    expect(spies.applyBrand).toHaveBeenCalledWith('20');
    expect(spies.notifySuccess).toHaveBeenCalledWith('Reset completed');
    expect(actor.getSnapshot().context.brandId).toBe('20');
    expect(actor.getSnapshot().matches({ selection: 'idle' })).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.activeTransactionCount).toBe(7);
  });

  it('Cancel restores the previous brand and changes nothing', () => {
    const { actor, spies } = start({ pathname: '/product-v3/variant' });
    actor.send({ type: 'brand.select', brandId: '20' });
    actor.send({ type: 'brand.cancel' });
    expect(spies.restorePreviousBrand).toHaveBeenCalledWith('10');
    expect(spies.applyBrand).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ brandId: '10', pendingBrandId: null });
  });

  it('elsewhere switches at once, fetches onboarding when allowed and sets the promotion flag', () => {
    const { actor, spies } = start({ pathname: '/home' });
    actor.send({ type: 'brand.select', brandId: '20' });
    expect(actor.getSnapshot().matches({ selection: 'idle' })).toBe(true);
    expect(spies.applyBrand).toHaveBeenCalledWith('20');
    expect(spies.requestOnboarding).toHaveBeenCalledWith('20');
    expect(spies.setPromotionFlag).toHaveBeenCalledTimes(1);
  });

  it('does not fetch onboarding when it is not allowed', () => {
    const { actor, spies } = start({ onboardingAllowed: false });
    actor.send({ type: 'brand.select', brandId: '20' });
    expect(spies.requestOnboarding).not.toHaveBeenCalled();
    expect(spies.setPromotionFlag).toHaveBeenCalledTimes(1);
  });

  it('follows the route: after leaving the create page it switches at once', () => {
    const { actor, spies } = start({ pathname: '/product/create' });
    actor.send({ type: 'route.changed', pathname: '/product' });
    actor.send({ type: 'brand.select', brandId: '20' });
    expect(spies.applyBrand).toHaveBeenCalledWith('20');
  });

  it('keeps the confirmation open while the counts refresh', () => {
    const { actor } = start({ pathname: '/product-v3/create' });
    actor.send({ type: 'brand.select', brandId: '20' });
    actor.send({ type: 'brand.refreshCounts' });
    expect(actor.getSnapshot().matches({ selection: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.pendingBrandId).toBe('20');
  });

  it('ignores choosing the brand that is already current', () => {
    const { actor, spies } = start();
    actor.send({ type: 'brand.select', brandId: '10' });
    expect(spies.applyBrand).not.toHaveBeenCalled();
  });

  it('clears the brand data for a brand id containing a comma', async () => {
    const { actor, spies } = start();
    await settle();
    actor.send({ type: 'brand.select', brandId: '10,20' });
    expect(spies.clearBrandData).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({
      brandId: '10,20',
      activeTransactionCount: 0,
    });
    expect(actor.getSnapshot().matches({ counts: 'idle' })).toBe(true);
  });

  it('clears the brand data when the confirmed brand id contains a comma', () => {
    const { actor, spies } = start({ pathname: '/product/create' });
    actor.send({ type: 'brand.select', brandId: '10,20' });
    actor.send({ type: 'brand.confirm' });
    expect(spies.clearBrandData).toHaveBeenCalledTimes(1);
    expect(spies.notifySuccess).toHaveBeenCalledWith('Reset completed');
  });

  it('resets both counts to zero on a switch, then refetches them', async () => {
    const { actor, orderRequests, questionRequests } = start({}, { manual: true });
    orderRequests[0]?.resolve([{ status: 1, total: 9 }]);
    questionRequests[0]?.resolve({ totalNotAnswered: 4, totalQuestion: 6, totalAnswered: 2 });
    await settle();
    expect(actor.getSnapshot().context.activeTransactionCount).toBe(9);
    actor.send({ type: 'brand.select', brandId: '20' });
    expect(actor.getSnapshot().context.activeTransactionCount).toBe(0);
    expect(actor.getSnapshot().context.productQuestionCount).toEqual({
      totalNotAnswered: 0,
      totalQuestion: 0,
      totalAnswered: 0,
    });
    expect(orderRequests.map((r) => r.brandId)).toEqual(['10', '20']);
    expect(questionRequests.map((r) => r.brandId)).toEqual(['10', '20']);
  });

  it("never lets a slower answer for an earlier brand overwrite the current brand's counts", async () => {
    const { actor, orderRequests, questionRequests } = start({}, { manual: true });
    actor.send({ type: 'brand.select', brandId: '20' });
    const [first, second] = [orderRequests[1], questionRequests[1]];
    actor.send({ type: 'brand.select', brandId: '30' });
    orderRequests[2]?.resolve([{ status: 2, total: 1 }]);
    questionRequests[2]?.resolve({ totalNotAnswered: 1, totalQuestion: 1, totalAnswered: 0 });
    await settle();
    first?.resolve([{ status: 2, total: 50 }]);
    second?.resolve({ totalNotAnswered: 50, totalQuestion: 50, totalAnswered: 0 });
    orderRequests[0]?.resolve([{ status: 2, total: 70 }]);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      brandId: '30',
      activeTransactionCount: 1,
      productQuestionCount: { totalNotAnswered: 1, totalQuestion: 1, totalAnswered: 0 },
    });
  });
});

import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { onboardingPromotionMachine, shouldShowOnboarding } from './onboarding-promotion.machine';
import type {
  AnnouncementPopup,
  FetchPromotionBannerInput,
  MarkOnboardingReadInput,
  OnboardingAnnouncement,
  OnboardingPromotionInput,
} from './onboarding-promotion.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const announcement: OnboardingAnnouncement = {
  brandId: '10',
  announcementId: 'a1',
  isRead: false,
  additionalInfo: {
    title: 'Selamat datang',
    content: 'Panduan',
    urlEdu: 'https://edu.example/panduan',
  },
};
const banner: AnnouncementPopup = {
  id: 'p1',
  informationName: 'Promo',
  linkUrl: '/promo',
  imageUrl: '/promo.png',
};

interface Options {
  onboarding?: OnboardingAnnouncement | null | Error;
  markRead?: () => Promise<unknown>;
  banner?: AnnouncementPopup | null | Error;
}

function start(input: Partial<OnboardingPromotionInput> = {}, options: Options = {}) {
  const clock = new SimulatedClock();
  const spies = {
    logOnboardingView: vi.fn(),
    storeOnboardFlag: vi.fn(),
    storePromotionFlag: vi.fn(),
    logError: vi.fn(),
    fetchPromotionBanner: vi.fn(),
    markOnboardingRead: vi.fn(),
  };
  const reply = <T>(value: T | Error) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  const machine = onboardingPromotionMachine.provide({
    actors: {
      fetchOnboarding: fromPromise(() =>
        reply(options.onboarding === undefined ? announcement : options.onboarding),
      ),
      markOnboardingRead: fromPromise<unknown, MarkOnboardingReadInput>(({ input }) => {
        spies.markOnboardingRead(input.announcement.announcementId);
        return options.markRead ? options.markRead() : Promise.resolve({});
      }),
      fetchPromotionBanner: fromPromise<AnnouncementPopup | null, FetchPromotionBannerInput>(
        ({ input }) => {
          spies.fetchPromotionBanner(input.brandId);
          return reply(options.banner === undefined ? banner : options.banner);
        },
      ),
    },
    actions: {
      logOnboardingView: (_, p) => spies.logOnboardingView(p.announcement?.announcementId),
      storeOnboardFlag: (_, p) => spies.storeOnboardFlag(p.value),
      storePromotionFlag: (_, p) => spies.storePromotionFlag(p.value),
      logError: (_, p) => spies.logError(p.error),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      brandId: '10',
      tenantType: 'partner',
      onboardingAllowed: true,
      onboardFlag: true,
      promotionFlag: true,
      onLandingPage: true,
      ...input,
    },
  }).start();
  const flow = () => actor.getSnapshot().value as { flow: unknown; updateResult: string };
  return { actor, clock, spies, flow };
}

describe('onboardingPromotion', () => {
  it('shows onboarding only when isRead is false, the onboard flag is set, loading finished and a user exists', () => {
    const ready = {
      onboarding: announcement,
      onboardFlag: true,
      loadingFinished: true,
      hasUser: true,
    };
    expect(shouldShowOnboarding(ready)).toBe(true);
    expect(shouldShowOnboarding({ ...ready, onboarding: { ...announcement, isRead: true } })).toBe(
      false,
    );
    expect(shouldShowOnboarding({ ...ready, onboardFlag: false })).toBe(false);
    expect(shouldShowOnboarding({ ...ready, loadingFinished: false })).toBe(false);
    expect(shouldShowOnboarding({ ...ready, hasUser: false })).toBe(false);
    expect(shouldShowOnboarding({ ...ready, onboarding: null })).toBe(false);
  });

  it('waits for loading to finish, then shows onboarding and logs a view event', async () => {
    const { actor, spies, flow } = start();
    expect(flow().flow).toBe('waiting');
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    expect(flow().flow).toEqual({ onboarding: 'showing' });
    expect(spies.logOnboardingView).toHaveBeenCalledWith('a1');
    expect(spies.fetchPromotionBanner).not.toHaveBeenCalled();
  });

  it('off the landing page fetches and shows nothing until the seller is back on it', async () => {
    const { actor, spies, flow } = start({ onLandingPage: false });
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    expect(flow().flow).toBe('awaitingLanding');
    expect(spies.logOnboardingView).not.toHaveBeenCalled();
    actor.send({ type: 'onboarding.pageChanged', landing: true });
    await settle();
    expect(flow().flow).toEqual({ onboarding: 'showing' });
  });

  it('does not show the onboarding when the seller left the landing page while it loaded', async () => {
    const { actor, spies, flow } = start();
    actor.send({ type: 'onboarding.start', hasUser: true });
    actor.send({ type: 'onboarding.pageChanged', landing: false });
    await settle();
    expect(flow().flow).toBe('awaitingLanding');
    expect(spies.logOnboardingView).not.toHaveBeenCalled();
  });

  it('does not show the banner when the seller left the landing page while it loaded', async () => {
    const { actor, flow } = start({ onboardingAllowed: false });
    actor.send({ type: 'onboarding.start', hasUser: true });
    expect(flow().flow).toEqual({ promotion: 'fetchingBanner' });
    actor.send({ type: 'onboarding.pageChanged', landing: false });
    await settle();
    expect(flow().flow).toBe('awaitingLanding');
    expect(actor.getSnapshot().context.banner).toBeNull();
  });

  it('closing sets the local onboard flag false, then the promotion flow opens', async () => {
    const { actor, spies, flow } = start();
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    actor.send({ type: 'onboarding.close' });
    expect(spies.storeOnboardFlag).toHaveBeenCalledWith(false);
    expect(actor.getSnapshot().context.onboardFlag).toBe(false);
    await settle();
    expect(flow().flow).toEqual({ promotion: 'showing' });
    expect(actor.getSnapshot().context.banner).toEqual(banner);
  });

  it('the guide marks it read and closes on success; the result returns to idle after 3000 ms', async () => {
    const { actor, clock, spies, flow } = start();
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    actor.send({ type: 'onboarding.openGuide' });
    await settle();
    expect(spies.markOnboardingRead).toHaveBeenCalledWith('a1');
    expect(actor.getSnapshot().context.onboarding?.isRead).toBe(true);
    expect(flow().flow).toEqual({ promotion: 'showing' });
    expect(flow().updateResult).toBe('success');
    clock.increment(2999);
    expect(flow().updateResult).toBe('success');
    clock.increment(1);
    expect(flow().updateResult).toBe('idle');
  });

  it('stays open when marking read fails, and that result also returns to idle after 3000 ms', async () => {
    const { actor, clock, flow } = start(
      {},
      { markRead: () => Promise.reject(new Error('gagal')) },
    );
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    actor.send({ type: 'onboarding.openGuide' });
    await settle();
    expect(flow().flow).toEqual({ onboarding: 'showing' });
    expect(flow().updateResult).toBe('error');
    clock.increment(3000);
    expect(flow().updateResult).toBe('idle');
  });

  it('skips onboarding that is already read, or without a user, and goes to the promotion', async () => {
    const read = start({}, { onboarding: { ...announcement, isRead: true } });
    read.actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    expect(read.flow().flow).toEqual({ promotion: 'showing' });
    const noUser = start();
    noUser.actor.send({ type: 'onboarding.start', hasUser: false });
    await settle();
    expect(noUser.spies.logOnboardingView).not.toHaveBeenCalled();
  });

  it('does not fetch onboarding when it is not allowed', async () => {
    const { actor, spies, flow } = start({ onboardingAllowed: false });
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    expect(spies.logOnboardingView).not.toHaveBeenCalled();
    expect(flow().flow).toEqual({ promotion: 'showing' });
  });

  it('shows the promotion only for partners with the promotion flag true', async () => {
    for (const tenantType of ['stockist', 'mofasa'] as const) {
      const { actor, spies, flow } = start({ tenantType, onboardingAllowed: false });
      actor.send({ type: 'onboarding.start', hasUser: true });
      await settle();
      expect(flow().flow).toEqual({ promotion: 'hidden' });
      expect(spies.fetchPromotionBanner).not.toHaveBeenCalled();
    }
    const off = start({ promotionFlag: false, onboardingAllowed: false });
    off.actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    expect(off.spies.fetchPromotionBanner).not.toHaveBeenCalled();
  });

  it.each(['promotion.close', 'promotion.openLink'] as const)(
    '%s sets the promotion flag false',
    async (type) => {
      const { actor, spies, flow } = start({ onboardingAllowed: false });
      actor.send({ type: 'onboarding.start', hasUser: true });
      await settle();
      actor.send({ type });
      expect(flow().flow).toEqual({ promotion: 'hidden' });
      expect(spies.storePromotionFlag).toHaveBeenCalledWith(false);
      expect(actor.getSnapshot().context.promotionFlag).toBe(false);
    },
  );

  it('hides the banner when its load fails and only logs the failure', async () => {
    const error = new Error('banner down');
    const { actor, spies, flow } = start({ onboardingAllowed: false }, { banner: error });
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    expect(flow().flow).toEqual({ promotion: 'hidden' });
    expect(spies.logError).toHaveBeenCalledWith(error);
  });

  it('hides the banner when there is none to show', async () => {
    const { actor, flow } = start({ onboardingAllowed: false }, { banner: null });
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    expect(flow().flow).toEqual({ promotion: 'hidden' });
  });

  it('runs again for a new brand with the promotion flag set true', async () => {
    const { actor, spies, flow } = start({ onboardingAllowed: false });
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    actor.send({ type: 'promotion.close' });
    actor.send({ type: 'onboarding.brandChanged', brandId: '20', promotionFlag: true });
    await settle();
    expect(spies.fetchPromotionBanner).toHaveBeenLastCalledWith('20');
    expect(flow().flow).toEqual({ promotion: 'showing' });
  });

  it('keeps the promotion hidden for a brand switched after the create-page confirmation', async () => {
    const { actor, flow } = start({ onboardingAllowed: false });
    actor.send({ type: 'onboarding.start', hasUser: true });
    await settle();
    actor.send({ type: 'promotion.close' });
    actor.send({ type: 'onboarding.brandChanged', brandId: '20', promotionFlag: false });
    await settle();
    expect(flow().flow).toEqual({ promotion: 'hidden' });
  });
});

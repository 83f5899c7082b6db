import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { sidebarMachine } from './sidebar.machine';
import type { SidebarInput } from './sidebar.machine';

function start(input: SidebarInput) {
  const storeSidebarMinimized = vi.fn();
  const actor = createActor(
    sidebarMachine.provide({
      actions: { storeSidebarMinimized: (_, params) => storeSidebarMinimized(params) },
    }),
    { input },
  ).start();
  return { actor, storeSidebarMinimized };
}

describe('sidebar', () => {
  it('toggles between expanded and minimised and stores the choice', () => {
    const { actor, storeSidebarMinimized } = start({ width: 1440 });
    expect(actor.getSnapshot().matches({ desktop: 'expanded' })).toBe(true);
    actor.send({ type: 'sidebar.toggle' });
    expect(actor.getSnapshot().matches({ desktop: 'minimised' })).toBe(true);
    expect(storeSidebarMinimized).toHaveBeenLastCalledWith({ minimised: true });
    actor.send({ type: 'sidebar.toggle' });
    expect(actor.getSnapshot().matches({ desktop: 'expanded' })).toBe(true);
    expect(storeSidebarMinimized).toHaveBeenLastCalledWith({ minimised: false });
  });

  it('starts minimised when that preference was stored', () => {
    const { actor } = start({ width: 1440, minimised: true });
    expect(actor.getSnapshot().matches({ desktop: 'minimised' })).toBe(true);
  });

  it('collapses automatically when the window is narrower than 1199 px', () => {
    const { actor } = start({ width: 1199 });
    expect(actor.getSnapshot().matches({ desktop: 'expanded' })).toBe(true);
    actor.send({ type: 'sidebar.resize', width: 1198 });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('opens on mobile with a backdrop that closes it on click', () => {
    const { actor } = start({ width: 375 });
    actor.send({ type: 'sidebar.toggle' });
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    actor.send({ type: 'sidebar.backdropClick' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('returns to the stored preference when the window widens again', () => {
    const { actor } = start({ width: 800, minimised: true });
    actor.send({ type: 'sidebar.resize', width: 1300 });
    expect(actor.getSnapshot().matches({ desktop: 'minimised' })).toBe(true);
  });

  it('resets to expanded on logout', () => {
    const { actor, storeSidebarMinimized } = start({ width: 1440, minimised: true });
    actor.send({ type: 'sidebar.reset' });
    expect(actor.getSnapshot().matches({ desktop: 'expanded' })).toBe(true);
    expect(storeSidebarMinimized).toHaveBeenLastCalledWith({ minimised: false });
  });
});

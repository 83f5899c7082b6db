import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unansweredChoiceMs, useChoiceAfterPaint } from './use-choice-after-paint';

function paintFrame() {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });
}

describe('useChoiceAfterPaint', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  function renderChoice(initial: string) {
    const onChoice = vi.fn();
    const view = renderHook(({ value }) => useChoiceAfterPaint(value, onChoice), {
      initialProps: { value: initial },
    });
    return {
      ...view,
      onChoice,
      shown: () => view.result.current[0],
      choose: (choice: string) => act(() => view.result.current[1](choice)),
    };
  }

  it('shows the choice until the page takes it, then the page value', () => {
    const view = renderChoice('all');
    view.choose('active');
    expect(view.shown()).toBe('active');
    paintFrame();
    expect(view.onChoice).toHaveBeenCalledExactlyOnceWith('active');
    view.rerender({ value: 'active' });
    expect(view.shown()).toBe('active');
  });

  it('hands over only the last of quick choices', () => {
    const view = renderChoice('all');
    view.choose('active');
    view.choose('inactive');
    paintFrame();
    expect(view.onChoice).toHaveBeenCalledExactlyOnceWith('inactive');
    expect(view.shown()).toBe('inactive');
  });

  it('does not bring an old choice back when the page returns to the value it was made over (Back)', () => {
    const view = renderChoice('all');
    view.choose('active');
    paintFrame();
    view.rerender({ value: 'active' });
    view.rerender({ value: 'all' });
    expect(view.shown()).toBe('all');
  });

  it("shows the page's own value again when the page does not take the choice", () => {
    const view = renderChoice('all');
    view.choose('active');
    paintFrame();
    act(() => vi.advanceTimersByTime(unansweredChoiceMs - 1));
    expect(view.shown()).toBe('active');
    act(() => vi.advanceTimersByTime(1));
    expect(view.shown()).toBe('all');
  });

  it('hands nothing over once unmounted', () => {
    const view = renderChoice('all');
    view.choose('active');
    view.unmount();
    paintFrame();
    expect(view.onChoice).not.toHaveBeenCalled();
  });
});

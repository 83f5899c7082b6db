import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import type { NotificationItem } from '@seller/machines';
import { notificationCopy } from '../copy';
import { NotificationList, type NotificationListProps } from './NotificationList';

function item(id: number): NotificationItem {
  return {
    createdAt: '2026-11-26T08:00:00Z',
    entityId: `ENT-${id}`,
    title: `Pesanan ${id}`,
    isRead: false,
    message: '<p>Pesan</p>',
    context: 'transaction',
  };
}

/** An IntersectionObserver that records what it watches and lets the test report it visible. */
function stubObservers() {
  const watched: {
    callback: IntersectionObserverCallback;
    target: Element;
    root: Element | Document | null;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options: IntersectionObserverInit = {},
      ) {}
      observe(target: Element) {
        watched.push({ callback: this.callback, target, root: this.options.root ?? null });
      }
      disconnect() {}
    },
  );
  return watched;
}

function List(props: Partial<NotificationListProps>) {
  return (
    <DesignSystemProvider theme="marketplace">
      <NotificationList
        items={[]}
        status="loading"
        hasMore
        onLoadMore={() => {}}
        onRead={() => {}}
        now={new Date('2026-11-26T12:00:00Z')}
        {...props}
      />
    </DesignSystemProvider>
  );
}

describe('NotificationList', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the rows of a page that arrives while it shows its loading state, and watches the end of them', async () => {
    const watched = stubObservers();
    const onLoadMore = vi.fn();
    const view = render(<List onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    view.rerender(<List status="ready" items={[1, 2, 3].map(item)} onLoadMore={onLoadMore} />);
    expect(await screen.findByRole('button', { name: /Pesanan 3/ })).toBeInTheDocument();
    // The rows are drawn a render after the items arrive; the sentinel after them is watched all the same.
    await waitFor(() => expect(watched.at(-1)?.target.isConnected).toBe(true));
    const sentinel = watched.at(-1);
    sentinel!.callback(
      [{ isIntersecting: true, target: sentinel!.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("watches the end of the rows inside the panel's own box, and inside the window on the page, where the list grows with the page", async () => {
    const watched = stubObservers();
    const view = render(<List status="ready" items={[1, 2].map(item)} />);
    await screen.findByRole('button', { name: /Pesanan 2/ });
    const list = screen.getByRole('region', { name: notificationCopy.listLabel });
    expect(watched.at(-1)?.root).toBe(list);
    view.rerender(<List status="ready" items={[1, 2].map(item)} maxHeight="none" />);
    // A box that never scrolls always holds its end: watched there, every page would load at once.
    expect(watched.at(-1)?.root).toBeNull();
  });
});

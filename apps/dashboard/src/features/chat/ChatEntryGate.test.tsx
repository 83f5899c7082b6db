import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOperation, type MockSuccessBody } from '@seller/api-types/testing';
import { useApi } from '../../platform/api-context';
import type { BrandData, UserData } from '@seller/machines';
import { createBrandBaseChatTransport } from './brand-base-chat-transport';
import { ChatEntryGate } from './ChatEntryGate';
import { mockOptions, renderWithApp, startMockServer } from '../../test/app-harness';

type Message = MockSuccessBody<
  'brand-base',
  'get',
  '/v1/chat/rooms/{roomId}/messages'
>['data'][number];

const server = startMockServer();

const brand: BrandData = { id: '101', brandName: 'Toko Maju', brandType: 'regular' };
const user: UserData = { id: '9', name: 'Sari', telephone: '0812', email: 'sari@demo.id' };

function message(id: number, body: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    roomId: 1011,
    comment_before_id: id - 1,
    sender: 'officer',
    senderName: 'Andi (Tim Mitra)',
    body,
    createdAt: '2026-11-22T08:00:00Z',
    ...overrides,
  };
}

interface ChatBackend {
  messages: Message[];
  unread: number;
  /** Extra messages the next polls deliver on top of the stored ones. */
  deliveries: Message[];
  roomQueries: URLSearchParams[];
  reads: number;
  /** How many times the panel asked for the room's messages. */
  polls: number;
}

function serve(backend: ChatBackend) {
  server.use(
    mockOperation(mockOptions, 'brand-base', 'get', '/v1/chat/rooms', ({ request }) => {
      backend.roomQueries.push(new URL(request.url).searchParams);
      return {
        data: [
          {
            id: 1011,
            brandId: 101,
            channel: 'regular' as const,
            title: 'Bantuan Mitra',
            lastMessage: null,
            unreadCount: backend.unread,
            updatedAt: '2026-11-22T08:00:00Z',
          },
        ],
      };
    }),
    mockOperation(mockOptions, 'brand-base', 'get', '/v1/chat/rooms/{roomId}/messages', () => {
      backend.polls += 1;
      return { data: [...backend.messages, ...backend.deliveries] };
    }),
    mockOperation(
      { ...mockOptions, status: 201 },
      'brand-base',
      'post',
      '/v1/chat/rooms/{roomId}/messages',
      async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        const last = backend.messages[backend.messages.length - 1];
        const sent = message((last?.id ?? 0) + 1, body, {
          sender: 'seller',
          senderName: 'Toko Maju',
        });
        backend.messages.push(sent);
        return { data: sent };
      },
    ),
    mockOperation(mockOptions, 'brand-base', 'get', '/v1/chat/unread', () => ({
      data: { messageCount: backend.messages.length, unreadCount: backend.unread },
    })),
    mockOperation(mockOptions, 'brand-base', 'post', '/v1/chat/rooms/{roomId}/read', () => {
      backend.reads += 1;
      backend.unread = 0;
      return { data: { updated: 1 } };
    }),
  );
}

/** The gate beside a page's content: once the content shows, the gate has rendered too. */
function renderBesidePage(gate: ReactElement) {
  return renderWithApp(
    <>
      {gate}
      <p>Halaman</p>
    </>,
  );
}

function backendWith(overrides: Partial<ChatBackend> = {}): ChatBackend {
  return {
    messages: [message(1, 'Halo, ada yang bisa kami bantu?', { comment_before_id: null })],
    unread: 0,
    deliveries: [],
    roomQueries: [],
    reads: 0,
    polls: 0,
    ...overrides,
  };
}

function Gate({
  enabled = true,
  tenant = 'partner' as const,
}: {
  enabled?: boolean;
  tenant?: 'partner' | 'stockist' | 'mofasa';
}) {
  const api = useApi();
  return (
    <ChatEntryGate
      enabled={enabled}
      brand={brand}
      user={user}
      tenant={tenant}
      transport={createBrandBaseChatTransport(api)}
      pollIntervalMs={60}
    />
  );
}

function setScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

describe('ChatEntryGate', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the entry point with the unread count, as 99+ above 99', async () => {
    serve(backendWith({ unread: 120 }));
    renderWithApp(<Gate />);
    expect(await screen.findByRole('button', { name: /Chat bantuan.*99\+/ })).toBeInTheDocument();
  });

  it('adds messages that arrive while the panel is closed to the unread count', async () => {
    const backend = backendWith({ unread: 2 });
    serve(backend);
    renderWithApp(<Gate />);
    await screen.findByRole('button', { name: /Chat bantuan.*2/ });
    backend.deliveries.push(message(2, 'Baik, kami cek dulu ya.'));
    expect(await screen.findByRole('button', { name: /Chat bantuan.*3/ })).toBeInTheDocument();
  });

  it('asks for the room of the tenant channel under the brand id', async () => {
    const backend = backendWith();
    serve(backend);
    renderWithApp(<Gate tenant="stockist" />);
    await waitFor(() => expect(backend.roomQueries).toHaveLength(1));
    expect([
      backend.roomQueries[0]?.get('brandId'),
      backend.roomQueries[0]?.get('channel'),
    ]).toEqual(['101', 'stockist']);
  });

  it('opens the panel, marks the conversation read, and shows a sent message once', async () => {
    const backend = backendWith({ unread: 1 });
    serve(backend);
    renderWithApp(<Gate />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Chat bantuan.*1/ }));
    const panel = await screen.findByRole('region', { name: 'Bantuan Mitra' });
    expect(within(panel).getByText('Halo, ada yang bisa kami bantu?')).toBeInTheDocument();
    await waitFor(() => expect(backend.reads).toBe(1));
    await user.type(
      within(panel).getByRole('textbox', { name: 'Tulis pesan' }),
      'Saya mau tanya pencairan dana',
    );
    await user.click(within(panel).getByRole('button', { name: 'Kirim' }));
    expect(await within(panel).findByText('Saya mau tanya pencairan dana')).toBeInTheDocument();
    // Several polls return the same message again; it still shows once.
    const polled = backend.polls;
    await waitFor(() => expect(backend.polls).toBeGreaterThanOrEqual(polled + 3));
    expect(within(panel).getAllByText('Saya mau tanya pencairan dana')).toHaveLength(1);
    expect(within(panel).getByRole('textbox', { name: 'Tulis pesan' })).toHaveValue('');
  });

  it('drops a message whose comment_before_id is already there', async () => {
    const backend = backendWith();
    serve(backend);
    renderWithApp(<Gate />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Chat bantuan/ }));
    const panel = await screen.findByRole('region', { name: 'Bantuan Mitra' });
    backend.deliveries.push(
      message(2, 'Pesan pertama', { comment_before_id: 1 }),
      message(3, 'Kiriman ganda', { comment_before_id: 1 }),
    );
    expect(await within(panel).findByText('Pesan pertama')).toBeInTheDocument();
    const polled = backend.polls;
    await waitFor(() => expect(backend.polls).toBeGreaterThanOrEqual(polled + 3));
    expect(within(panel).queryByText('Kiriman ganda')).not.toBeInTheDocument();
  });

  it('is hidden on screens narrower than 600 px', async () => {
    serve(backendWith());
    setScreenWidth(599);
    renderBesidePage(<Gate />);
    // The page beside it has rendered, in the same pass as the gate.
    await screen.findByText('Halaman');
    expect(screen.queryByRole('button', { name: /Chat bantuan/ })).not.toBeInTheDocument();
  });

  it('shows at exactly 600 px', async () => {
    serve(backendWith());
    setScreenWidth(600);
    renderWithApp(<Gate />);
    expect(await screen.findByRole('button', { name: /Chat bantuan/ })).toBeInTheDocument();
  });

  it("is hidden when the tenant's chat flag is off", async () => {
    serve(backendWith());
    renderBesidePage(<Gate enabled={false} />);
    await screen.findByText('Halaman');
    expect(screen.queryByRole('button', { name: /Chat bantuan/ })).not.toBeInTheDocument();
  });
});

import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { clearOutbox } from '../../../platform/outbox';
import { OutboxIndicator } from '../../../platform/outbox/OutboxIndicator';
import { OfflineAddForStockist, OfflineAddRoute } from './OfflineAddRoute';
import {
  mockOptions,
  offlineSale,
  reasonsHandler,
  renderOfflinePage,
  renderOfflineRoute,
  sellable,
  startMockServer,
  testStockistId,
  versionHandler,
} from '../offline-test-harness';

const server = startMockServer();
const PHASE2_OFF = 'Transaksi offline gagal disimpan. Sistem sedang bermasalah';

interface Posted {
  body: {
    items: { variantId: number; quantity: number }[];
    reasonId: number;
    transactionDate: string;
    buyerPhone?: string;
  };
  stockistId: string | null;
  key: string | null;
}

function catalogue(variants = [sellable(1), sellable(2, { stock: 5 })]) {
  return mockOperation(
    mockOptions,
    'stockist',
    'get',
    '/v1/stockist/transaction/offline/variant',
    ({ request }) => {
      const url = new URL(request.url);
      const code = url.searchParams.get('code');
      const q = url.searchParams.get('q');
      if (request.headers.get('StockistId') !== String(testStockistId))
        return errorResponse(400, 'StockistId');
      return {
        data: variants.filter((v) =>
          code
            ? v.sku.toLowerCase() === code.toLowerCase()
            : v.productName.toLowerCase().includes((q ?? '').toLowerCase()),
        ),
      };
    },
  );
}

function saveHandler(posted: Posted[], answer: () => Response | null = () => null) {
  return mockOperation(
    mockOptions,
    'stockist',
    'post',
    '/v2/stockist/transaction/offline',
    async ({ request }) => {
      posted.push({
        body: (await request.json()) as Posted['body'],
        stockistId: request.headers.get('StockistId'),
        key: request.headers.get('Idempotency-Key'),
      });
      const failure = answer();
      if (failure) return failure;
      return {
        data: offlineSale(5001, { transactionCode: 'OFF/20261124/201/5001', totalAmount: 50_000 }),
      };
    },
  );
}

async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByRole('textbox', { name: 'Pindai atau ketik SKU/barcode' });
  await user.type(field, `${code}{Enter}`);
}

function renderAdd() {
  return renderOfflinePage(
    (scope) => <OfflineAddForStockist scope={scope} />,
    '/transaction-offline/add',
  );
}

describe('offline sale form', () => {
  it('a scanned code adds the variant, a second scan adds one more, never above the stock shown', async () => {
    server.use(versionHandler(true), reasonsHandler(), catalogue());
    const user = userEvent.setup();
    renderAdd();
    await scan(user, 'SBK-1');
    const cart = await screen.findByRole('list', { name: 'Keranjang' });
    expect(within(cart).getByText('Beras Pandan 1 - Varian 1')).toBeInTheDocument();
    const qty = screen.getByRole('spinbutton', { name: 'Jumlah Beras Pandan 1 - Varian 1' });
    expect(qty).toHaveValue('1');
    await scan(user, 'sbk-1');
    await waitFor(() => expect(qty).toHaveValue('2'));
    await scan(user, 'SBK-1');
    await waitFor(() => expect(qty).toHaveValue('3'));
    await scan(user, 'SBK-1');
    expect(await screen.findByText('Stok Beras Pandan 1 - Varian 1 hanya 3.')).toBeInTheDocument();
    expect(qty).toHaveValue('3');
    // Typed by keyboard: kept at the stock.
    await user.clear(qty);
    await user.type(qty, '9');
    fireEvent.blur(qty);
    await waitFor(() => expect(qty).toHaveValue('3'));
    await scan(user, 'NOPE-9');
    expect(
      await screen.findByText("Barang dengan SKU/barcode 'NOPE-9' tidak ditemukan di stok Anda."),
    ).toBeInTheDocument();
  });

  it('shows line and grand totals in IDR and refuses a sale without lines or reason', async () => {
    const posted: Posted[] = [];
    server.use(versionHandler(true), reasonsHandler(), catalogue(), saveHandler(posted));
    const user = userEvent.setup();
    renderAdd();
    // An empty ticket cannot be saved, and says why next to the button.
    const save = await screen.findByRole('button', { name: /Simpan Transaksi/ });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Tambahkan minimal satu barang.');
    expect(screen.getByText('Tambahkan minimal satu barang.')).toBeVisible();
    await scan(user, 'SBK-2');
    expect(screen.getByRole('button', { name: /Simpan Transaksi/ })).toBeEnabled();
    expect(screen.queryByText('Tambahkan minimal satu barang.')).not.toBeInTheDocument();
    await scan(user, 'SBK-2');
    await scan(user, 'SBK-1');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent(/Rp\s?50\.000/),
    );
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
    expect(await screen.findByText('Pilih alasan transaksi.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Telepon pelanggan (opsional)' }), '12ab');
    await user.selectOptions(screen.getByRole('combobox', { name: /Alasan transaksi/ }), '1');
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
    expect(
      await screen.findByText('Nomor telepon diawali 0 atau +62, 9–14 digit angka.'),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('saves once on a double click with the StockistId and Idempotency-Key headers, then is ready for the next sale', async () => {
    const posted: Posted[] = [];
    server.use(versionHandler(true), reasonsHandler(), catalogue(), saveHandler(posted));
    const user = userEvent.setup();
    renderAdd();
    await scan(user, 'SBK-2');
    await scan(user, 'SBK-2');
    await scan(user, 'SBK-1');
    await screen.findByRole('spinbutton', { name: 'Jumlah Beras Pandan 1 - Varian 1' });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Alasan transaksi/ }),
      '2',
    );
    const save = screen.getByRole('button', { name: /Simpan Transaksi/ });
    await user.dblClick(save);
    expect(await screen.findAllByText(/Data berhasil disimpan\./)).not.toHaveLength(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.stockistId).toBe('201');
    expect(posted[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(posted[0]!.body.items).toEqual([
      { variantId: 2, quantity: 2, price: 20_000 },
      { variantId: 1, quantity: 1, price: 10_000 },
    ]);
    expect(posted[0]!.body.reasonId).toBe(2);
    expect(posted[0]!.body.transactionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Ready for the next customer: empty cart, reason cleared.
    expect(screen.queryByRole('list', { name: 'Keranjang' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Alasan transaksi/ })).toHaveValue('');
    // The next sale gets a new key.
    await scan(user, 'SBK-1');
    await screen.findByRole('spinbutton', { name: 'Jumlah Beras Pandan 1 - Varian 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Alasan transaksi/ }), '1');
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.key).not.toBe(posted[0]!.key);
  });

  it('phase 2 off: the exact §5 message, no save call, every line kept', async () => {
    const posted: Posted[] = [];
    server.use(versionHandler(false), reasonsHandler(), catalogue(), saveHandler(posted));
    const user = userEvent.setup();
    renderAdd();
    await scan(user, 'SBK-1');
    await screen.findByRole('spinbutton', { name: 'Jumlah Beras Pandan 1 - Varian 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Alasan transaksi/ }), '1');
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
    expect((await screen.findAllByText(PHASE2_OFF)).length).toBeGreaterThan(0);
    expect(posted).toHaveLength(0);
    expect(
      screen.getByRole('spinbutton', { name: 'Jumlah Beras Pandan 1 - Varian 1' }),
    ).toHaveValue('1');
  });

  it('a failed save keeps every line and field, and the retry reuses the same key', async () => {
    const posted: Posted[] = [];
    let fail = true;
    server.use(
      versionHandler(true),
      reasonsHandler(),
      catalogue(),
      saveHandler(posted, () =>
        fail
          ? errorResponse(400, "Stok 'Beras Pandan 2 - Varian 2' tidak cukup (tersisa 1).")
          : null,
      ),
    );
    const user = userEvent.setup();
    renderAdd();
    await scan(user, 'SBK-2');
    await scan(user, 'SBK-2');
    const qty = await screen.findByRole('spinbutton', { name: 'Jumlah Beras Pandan 2 - Varian 2' });
    await waitFor(() => expect(qty).toHaveValue('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: /Alasan transaksi/ }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Nama pelanggan (opsional)' }), 'Pak Budi');
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
    expect(
      (await screen.findAllByText("Stok 'Beras Pandan 2 - Varian 2' tidak cukup (tersisa 1)."))
        .length,
    ).toBeGreaterThan(0);
    expect(qty).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Nama pelanggan (opsional)' })).toHaveValue(
      'Pak Budi',
    );
    expect(screen.getByRole('combobox', { name: /Alasan transaksi/ })).toHaveValue('1');
    fail = false;
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
    expect(await screen.findAllByText(/Data berhasil disimpan\./)).not.toHaveLength(0);
    expect(posted).toHaveLength(2);
    expect(posted[1]!.key).toBe(posted[0]!.key);
  });

  it('search by name adds the picked variant; an out-of-stock variant cannot be picked', async () => {
    server.use(
      versionHandler(true),
      reasonsHandler(),
      catalogue([sellable(1), sellable(3, { stock: 0 })]),
    );
    const user = userEvent.setup();
    renderAdd();
    await user.type(screen.getByRole('searchbox', { name: 'Cari barang' }), 'beras');
    const results = await screen.findByRole('list', { name: 'Hasil pencarian barang' });
    expect(
      within(results).getByRole('button', { name: 'Tambahkan Beras Pandan 3 - Varian 3' }),
    ).toBeDisabled();
    await user.click(
      within(results).getByRole('button', { name: 'Tambahkan Beras Pandan 1 - Varian 1' }),
    );
    expect(
      await screen.findByRole('spinbutton', { name: 'Jumlah Beras Pandan 1 - Varian 1' }),
    ).toHaveValue('1');
  });

  it('after a sale the search results show the stock it left', async () => {
    const posted: Posted[] = [];
    const stock = { left: 3 };
    server.use(
      versionHandler(true),
      reasonsHandler(),
      mockOperation(
        mockOptions,
        'stockist',
        'get',
        '/v1/stockist/transaction/offline/variant',
        () => ({ data: [sellable(1, { stock: stock.left })] }),
      ),
      saveHandler(posted, () => {
        stock.left -= posted.at(-1)!.body.items[0]!.quantity;
        return null;
      }),
    );
    const user = userEvent.setup();
    renderAdd();
    await user.type(screen.getByRole('searchbox', { name: 'Cari barang' }), 'beras');
    const results = await screen.findByRole('list', { name: 'Hasil pencarian barang' });
    expect(within(results).getByText(/Stok 3/)).toBeInTheDocument();
    await user.click(
      within(results).getByRole('button', { name: 'Tambahkan Beras Pandan 1 - Varian 1' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Alasan transaksi/ }), '1');
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
    expect(await screen.findAllByText(/Data berhasil disimpan\./)).not.toHaveLength(0);
    expect(await within(results).findByText(/Stok 2/)).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('a failed search says it failed, not "not found", and "Coba Lagi" searches again', async () => {
    server.use(
      versionHandler(true),
      reasonsHandler(),
      mockOperation(
        mockOptions,
        'stockist',
        'get',
        '/v1/stockist/transaction/offline/variant',
        () => errorResponse(500, 'Internal server error'),
      ),
    );
    const user = userEvent.setup();
    renderAdd();
    await user.type(screen.getByRole('searchbox', { name: 'Cari barang' }), 'beras');
    expect(
      await screen.findByText('Pencarian barang gagal. Periksa koneksi Anda, lalu coba lagi.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kata Kunci tidak ditemukan')).not.toBeInTheDocument();

    server.use(catalogue());
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    const results = await screen.findByRole('list', { name: 'Hasil pencarian barang' });
    expect(
      within(results).getByRole('button', { name: 'Tambahkan Beras Pandan 1 - Varian 1' }),
    ).toBeEnabled();
    expect(
      screen.queryByText('Pencarian barang gagal. Periksa koneksi Anda, lalu coba lagi.'),
    ).not.toBeInTheDocument();
  });

  it('a scan that cannot reach the server says so, not "not found", and "Coba Lagi" adds the item', async () => {
    server.use(
      versionHandler(true),
      reasonsHandler(),
      mockOperation(
        mockOptions,
        'stockist',
        'get',
        '/v1/stockist/transaction/offline/variant',
        () => HttpResponse.error(),
      ),
    );
    const user = userEvent.setup();
    renderAdd();
    await scan(user, 'SBK-1');
    expect(
      await screen.findByText(
        "SKU/barcode 'SBK-1' belum bisa dicek karena koneksi atau server bermasalah. Barang belum ditambahkan.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tidak ditemukan di stok Anda/)).not.toBeInTheDocument();

    server.use(catalogue());
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(
      await screen.findByRole('spinbutton', { name: 'Jumlah Beras Pandan 1 - Varian 1' }),
    ).toHaveValue('1');
    expect(screen.getByText('Beras Pandan 1 - Varian 1 ditambahkan.')).toBeInTheDocument();
  });

  it('without one stockist chosen, the page asks for one instead of staying blank', async () => {
    renderOfflineRoute(<OfflineAddRoute />, '/transaction-offline/add', '201,202');
    expect(
      await screen.findByRole('heading', { name: 'Tambah Transaksi Offline', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'Pilih satu stockist untuk mencatat transaksi offline.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Simpan Transaksi/ })).not.toBeInTheDocument();
  });
});

describe('an offline sale without a connection', () => {
  beforeEach(async () => {
    await clearOutbox();
  });

  /** No response at all while `online` is false; afterwards `answer` decides (null: saved). */
  function droppingServer(answer: () => Response | null = () => null) {
    const state = { online: false, posted: [] as Posted[], versionCalls: 0 };
    server.use(
      mockOperation(mockOptions, 'admin', 'get', '/version', () => {
        state.versionCalls += 1;
        if (!state.online) return HttpResponse.error();
        return { data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': true } } };
      }),
      reasonsHandler(),
      catalogue(),
      saveHandler(state.posted, () => (state.online ? answer() : HttpResponse.error())),
    );
    return state;
  }

  function renderKeeping() {
    return renderOfflinePage(
      (scope) => (
        <>
          <OfflineAddForStockist scope={scope} userId={42} />
          <OutboxIndicator userId={42} />
        </>
      ),
      '/transaction-offline/add',
    );
  }

  async function ringUp(user: ReturnType<typeof userEvent.setup>) {
    await scan(user, 'SBK-2');
    await screen.findByRole('spinbutton', { name: 'Jumlah Beras Pandan 2 - Varian 2' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Alasan transaksi/ }), '1');
    await user.click(screen.getByRole('button', { name: /Simpan Transaksi/ }));
  }

  // Rendered once the sale is kept, so it is awaited before its rows are read.
  const pending = async () =>
    within(await screen.findByRole('list', { name: 'Transaksi belum terkirim' }));

  it('is kept and listed as "Menunggu koneksi", the ticket is cleared, and the sale is sent once with its key when online', async () => {
    const state = droppingServer();
    const user = userEvent.setup();
    renderKeeping();
    await ringUp(user);

    expect(
      await (await pending()).findByText(/^Transaksi offline Rp\s?20\.000 \(1 barang\)$/),
    ).toBeInTheDocument();
    expect((await pending()).getByText('Menunggu koneksi')).toBeInTheDocument();
    expect(screen.getAllByText(/Transaksi disimpan di perangkat ini/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Data berhasil disimpan/)).not.toBeInTheDocument();
    expect(screen.queryByText(PHASE2_OFF)).not.toBeInTheDocument();
    // The clerk can go on: the ticket is empty and the reason cleared.
    expect(screen.queryByRole('list', { name: 'Keranjang' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Alasan transaksi/ })).toHaveValue('');
    expect(screen.getByText('1 perubahan menunggu koneksi')).toBeInTheDocument();
    // Tried once (and on a busy machine maybe again by a timed try, 2 s on).
    expect(state.posted.length).toBeGreaterThanOrEqual(1);
    const key = state.posted[0]!.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    const versionCalls = state.versionCalls;

    const triesOffline = state.posted.length;
    state.online = true;
    window.dispatchEvent(new Event('online'));

    expect(
      await screen.findByText('Perubahan tersimpan setelah koneksi kembali.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Transaksi belum terkirim' }),
      ).not.toBeInTheDocument(),
    );
    // One replay, the same sale with the same key and stockist; no phase 2 question first.
    expect(state.posted.length - triesOffline).toBe(1);
    expect(state.posted.at(-1)).toEqual({ ...state.posted[0], key });
    expect(state.posted.at(-1)!.stockistId).toBe('201');
    expect(state.versionCalls).toBe(versionCalls);
  });

  it('is reported when the server refuses the replay, and stays listed with the message', async () => {
    // Phase 2 was switched off meanwhile: the server refuses the sale it is sent.
    const state = droppingServer(() => errorResponse(422, 'Multistock fase 2 belum aktif.'));
    const user = userEvent.setup();
    renderKeeping();
    await ringUp(user);
    expect(await (await pending()).findByText('Menunggu koneksi')).toBeInTheDocument();

    state.online = true;
    window.dispatchEvent(new Event('online'));

    expect(
      await (await pending()).findByText('Ditolak server: Multistock fase 2 belum aktif.'),
    ).toBeInTheDocument();
    // The list, the banner and the toast each hear of the refusal in their own render.
    expect(await screen.findByText('1 perubahan ditolak server')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Transaksi offline Rp\s?20\.000 \(1 barang\) ditolak: Multistock fase 2 belum aktif\./,
      ),
    ).toBeInTheDocument();
    expect(state.posted.length).toBeGreaterThanOrEqual(2);
    expect(new Set(state.posted.map((sale) => sale.key))).toEqual(new Set([state.posted[0]!.key]));
  });
});

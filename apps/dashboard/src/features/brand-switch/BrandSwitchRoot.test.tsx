import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { BrandDropdown } from '../../layouts/Header/BrandDropdown';
import {
  mockOptions,
  renderWithSession,
  sessionHandlers,
  signInAs,
  startLayoutServer,
  type LayoutAccount,
} from '../../layouts/layout-test-harness';
import { SessionContext } from '../session/session-context';
import { BrandSwitchRoot, useBrandCounts, useSelectBrand } from './BrandSwitchRoot';

const server = startLayoutServer();

const seller: LayoutAccount = {
  tenant: 'partner',
  brands: [
    { id: 101, name: 'Batik Sekar Jagad' },
    { id: 102, name: 'Kopi Nusantara Rasa' },
    { id: 103, name: 'Rumah Hijab Aulia' },
  ],
};

/** The picker and the count as the layout shows them, bound to the session and the switch. */
function SwitchProbe() {
  const brands = SessionContext.useSelector((snapshot) => snapshot.context.userBrands);
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const counts = useBrandCounts();
  return (
    <>
      <BrandDropdown
        brands={brands}
        value={brandId}
        searchPlaceholder="Cari nama Brand"
        stockist={false}
        onSelect={useSelectBrand()}
      />
      <p>{`Transaksi aktif: ${counts.activeTransactions}`}</p>
    </>
  );
}

/** The switch mounts once the session knows the brand, as in the signed-in layout. */
function SignedInSwitch() {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.matches('signedIn'));
  return signedIn ? (
    <BrandSwitchRoot>
      <SwitchProbe />
    </BrandSwitchRoot>
  ) : null;
}

/** Each brand's active orders are its id's last digit; the brand ids asked for are recorded. */
function serveCounts() {
  const asked: string[] = [];
  server.use(...sessionHandlers(seller));
  // Used first: handlers added later come before the session's.
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', ({ request }) => {
      const brandId = new URL(request.url).searchParams.get('brandId') ?? '';
      asked.push(brandId);
      return { data: { totalTransaction: [{ status: 1 as const, total: Number(brandId) % 10 }] } };
    }),
  );
  return asked;
}

function renderSwitch(path: string) {
  signInAs('partner', '101');
  return renderWithSession(<SignedInSwitch />, { path });
}

const addressOf = (router: ReturnType<typeof renderSwitch>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function pickBrand(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: /Pilih Brand/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('brand switch', () => {
  it('asks before leaving a create page; Cancel keeps the brand', async () => {
    serveCounts();
    renderSwitch('/product-v3/create');
    await pickBrand('Kopi Nusantara Rasa');
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent(
      'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Warning' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('button', { name: /Pilih Brand Batik Sekar Jagad/ }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('brandId')).toBe('"101"');
  });

  it('switches after OK, says Reset completed and stores the new brand', async () => {
    serveCounts();
    renderSwitch('/product-v3/create');
    await pickBrand('Kopi Nusantara Rasa');
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Reset completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Pilih Brand Kopi Nusantara Rasa/ }),
      ).toBeInTheDocument(),
    );
    expect(localStorage.getItem('brandId')).toBe('"102"');
  });

  it('switches at once elsewhere and refetches the counts for the new brand', async () => {
    const asked = serveCounts();
    renderSwitch('/settings');
    expect(await screen.findByText('Transaksi aktif: 1')).toBeInTheDocument();
    expect(asked).toEqual(['101']);
    await pickBrand('Rumah Hijab Aulia');
    expect(screen.queryByRole('alertdialog', { name: 'Warning' })).not.toBeInTheDocument();
    expect(await screen.findByText('Transaksi aktif: 3')).toBeInTheDocument();
    expect(asked).toContain('103');
    expect(screen.getByRole('button', { name: /Pilih Brand Rumah Hijab Aulia/ })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('brandId')).toBe('"103"'));
  });
  it("opens the page without the left brand's filters, and a switch back brings them again", async () => {
    serveCounts();
    const { router } = renderSwitch('/product-v3?selectedTab=inactive&q=Batik');
    await pickBrand('Kopi Nusantara Rasa');
    await waitFor(() => expect(addressOf(router)).toBe('/product-v3'));
    await waitFor(() => expect(localStorage.getItem('brandId')).toBe('"102"'));
    // The seller filters in the new brand; that brand keeps its own.
    await router.navigate('/product-v3?q=Kopi');
    await pickBrand('Batik Sekar Jagad');
    await waitFor(() => expect(addressOf(router)).toBe('/product-v3?selectedTab=inactive&q=Batik'));
    await pickBrand('Kopi Nusantara Rasa');
    await waitFor(() => expect(addressOf(router)).toBe('/product-v3?q=Kopi'));
    // Kept in local storage, per user and brand: a reload finds them.
    expect(JSON.parse(localStorage.getItem('listFilters') ?? '{}')).toMatchObject({
      '1:101': [{ path: '/product-v3', query: { selectedTab: 'inactive', q: 'Batik' } }],
      '1:102': [{ path: '/product-v3', query: { q: 'Kopi' } }],
    });
  });
});

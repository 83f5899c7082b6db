import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { BulkFileTable } from '../bulk/BulkFileTable';
import { ProductDetailPage } from '../pages/ProductDetailPage';
import type { BulkFile, VariantRow } from '../product-types';
import { storyProduct } from '../test/product-test-fixtures';
import { VariantGrid } from './VariantGrid';

const hint = 'Geser ke samping untuk melihat kolom lainnya →';

/** jsdom lays nothing out: every box gets the widths of a 760 px table on a 343 px phone column. */
function phoneLayout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

/** A browser's ResizeObserver reports each observed box once it is laid out, after the frame. */
class ReportingResizeObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    requestAnimationFrame(() => this.report());
  }
  disconnect() {}
}

function renderPiece(ui: ReactNode) {
  return render(
    <DesignSystemProvider theme="marketplace">
      <MemoryRouter>{ui}</MemoryRouter>
    </DesignSystemProvider>,
  );
}

const row: VariantRow = {
  id: 11,
  productId: 501,
  productName: 'Kopi Arabika Gayo',
  name: '250 gr',
  sku: 'KAG-250',
  price: 85_000,
  stock: 12,
  stockStatus: 'in-stock',
  isActive: true,
  imageUrl: null,
  stockistStock: null,
};

const file: BulkFile = {
  id: 3,
  brandId: 7,
  fileName: 'stok-november.csv',
  type: 'variant-stock',
  status: 'done',
  totalRow: 4,
  successRow: 4,
  failedRow: 0,
  isRead: false,
  resultUrl: null,
  createdAt: '2026-11-20T03:00:00Z',
};

const none = new Map();

describe('product tables on a phone (issue 41 #18)', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('the variant grid says its stock and status columns are out of view', async () => {
    phoneLayout(760, 343);
    renderPiece(
      <VariantGrid
        rows={[row]}
        drafts={none}
        results={none}
        confirmed={none}
        activeOverrides={none}
        selected={new Set()}
        onDraftChange={() => undefined}
        onToggleActive={() => undefined}
        onSelectionChange={() => undefined}
      />,
    );
    expect(await screen.findByText(hint)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Stok Kopi Arabika Gayo – 250 gr' })).toBeVisible();
  });

  it('the bulk file history says its actions are out of view', async () => {
    phoneLayout(720, 343);
    renderPiece(
      <BulkFileTable
        files={[file]}
        busyIds={new Set()}
        onMarkRead={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(await screen.findByText(hint)).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).toBeInTheDocument();
  });

  it("the product detail's variant table says more columns are there", async () => {
    phoneLayout(560, 343);
    renderPiece(
      <ProductDetailPage
        status="ready"
        product={storyProduct}
        typeName="Kopi & Teh"
        onRetry={() => undefined}
      />,
    );
    expect(await screen.findByText(hint)).toBeVisible();
  });

  it('says nothing where every column fits', async () => {
    phoneLayout(900, 900);
    renderPiece(
      <BulkFileTable
        files={[file]}
        busyIds={new Set()}
        onMarkRead={() => undefined}
        onDelete={() => undefined}
      />,
    );
    // Measured after the first frame: wait for it before reading the absence.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});

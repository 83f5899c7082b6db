import type { BulkEdit, BulkEditRow } from './bulk-edit-types';

/** Props-only fixtures of the bulk edit's stories and tests (no network). */
export function storyBulkEdit(overrides: Partial<BulkEdit> = {}): BulkEdit {
  return {
    id: 31,
    brandId: 7,
    fileName: 'katalog-kopi-nusantara-20261202.csv',
    status: 'previewed',
    createdAt: '2026-12-02T03:00:00Z',
    appliedAt: null,
    totalRows: 120,
    changedRows: 2,
    unchangedRows: 117,
    refusedRows: 1,
    changeCount: 3,
    appliedRows: 0,
    skippedRows: 0,
    bulkFileId: null,
    ...overrides,
  };
}

export function storyChangedRow(row: number, overrides: Partial<BulkEditRow> = {}): BulkEditRow {
  return {
    row,
    sku: `KTS-${row}`,
    variantId: 5000 + row,
    productName: 'Kopi Toraja Sapan Natural',
    variantName: '250 gr',
    changes: [{ column: 'price', old: '150000', new: '175000' }],
    refusal: null,
    outcome: 'pending',
    outcomeMessage: null,
    ...overrides,
  };
}

export function storyRefusedRow(row: number, overrides: Partial<BulkEditRow> = {}): BulkEditRow {
  return {
    row,
    sku: `XX-${row}`,
    variantId: null,
    productName: null,
    variantName: null,
    changes: [],
    refusal: { column: 'sku', message: `SKU 'XX-${row}' tidak ditemukan.` },
    outcome: 'refused',
    outcomeMessage: null,
    ...overrides,
  };
}

export const storyChangedRows: BulkEditRow[] = [
  storyChangedRow(2),
  storyChangedRow(5, {
    variantName: '500 gr',
    changes: [
      { column: 'stock', old: '10', new: '12' },
      { column: 'status', old: 'aktif', new: 'nonaktif' },
    ],
  }),
];

export const storyAppliedRows: BulkEditRow[] = [
  storyChangedRow(2, { outcome: 'applied' }),
  storyChangedRow(5, {
    variantName: '500 gr',
    changes: [{ column: 'stock', old: '10', new: '12' }],
    outcome: 'skipped',
    outcomeMessage: 'Varian ini berubah sejak pratinjau. Unduh berkas lagi lalu ulangi.',
  }),
];

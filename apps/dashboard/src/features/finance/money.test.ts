import { describe, expect, it } from 'vitest';
import { readHistoryQuery, readLedgerQuery, toSearch } from './urls';
import {
  amountError,
  formatRupiahInput,
  parseRupiahInput,
  withdrawAllAmount,
  withdrawalRules,
} from './money';

describe('IDR amount input', () => {
  it('groups digits the Indonesian way while typing', () => {
    expect(formatRupiahInput('1500000')).toBe('1.500.000');
    expect(formatRupiahInput('1.500.0001')).toBe('15.000.001');
    expect(formatRupiahInput('Rp 25.000')).toBe('25.000');
    expect(formatRupiahInput('000120')).toBe('120');
    expect(formatRupiahInput('abc')).toBe('');
  });

  it('reads whole rupiah only: separators and letters are dropped, no fractions, no float', () => {
    expect(parseRupiahInput('1.500.000')).toBe(1_500_000);
    expect(parseRupiahInput('12,5')).toBe(125);
    expect(parseRupiahInput('')).toBeNull();
    expect(parseRupiahInput('-')).toBeNull();
    expect(parseRupiahInput('9'.repeat(16))).toBeNull();
    expect(Number.isSafeInteger(parseRupiahInput('9'.repeat(15)))).toBe(true);
  });
});

describe('withdrawal amount rules', () => {
  it('asks for an amount, then holds the minimum, the maximum and the balance', () => {
    expect(amountError(null, 1_000_000)).toBe('Masukkan jumlah penarikan.');
    expect(amountError(0, 1_000_000)).toBe('Masukkan jumlah penarikan.');
    expect(amountError(9_999, 1_000_000)).toBe('Jumlah penarikan minimal Rp10.000.');
    expect(amountError(500_000_001, 900_000_000)).toBe(
      'Jumlah penarikan maksimal Rp500.000.000 per pengajuan.',
    );
    expect(amountError(1_000_001, 1_000_000)).toBe(
      'Saldo tidak mencukupi. Saldo yang bisa ditarik Rp1.000.000.',
    );
    expect(amountError(withdrawalRules.minAmount, 1_000_000)).toBeNull();
    expect(amountError(1_000_000, 1_000_000)).toBeNull();
  });

  it("'Tarik semua' takes the whole balance up to the per-request maximum", () => {
    expect(withdrawAllAmount(30_750_000)).toBe(30_750_000);
    expect(withdrawAllAmount(800_000_000)).toBe(500_000_000);
  });
});

describe('list state in the URL', () => {
  it('keeps strict YYYY-MM-DD dates and known statuses, drops the rest', () => {
    const query = readHistoryQuery(
      new URLSearchParams('status=failed&from=2026-11-01&to=2026-11-3&page=2'),
    );
    expect(query).toEqual({ page: 2, size: 15, status: 'failed', from: '2026-11-01', to: null });
    expect(readHistoryQuery(new URLSearchParams('status=bogus&from=2026-02-30&page=-1'))).toEqual({
      page: 1,
      size: 15,
      status: 'all',
      from: null,
      to: null,
    });
    expect(readHistoryQuery(new URLSearchParams('from=2026-11-05&to=2026-11-01')).to).toBeNull();
    expect(toSearch(query).toString()).toBe('page=2&status=failed&from=2026-11-01');
  });

  it('reads the ledger filters and writes only what differs from the defaults', () => {
    const query = readLedgerQuery(
      new URLSearchParams('category=refund&q=%20INV%2F101%20&to=2026-11-20'),
    );
    expect(query).toEqual({
      page: 1,
      size: 15,
      category: 'refund',
      q: 'INV/101',
      from: null,
      to: '2026-11-20',
    });
    expect(toSearch(query).toString()).toBe('category=refund&q=INV%2F101&to=2026-11-20');
  });
});

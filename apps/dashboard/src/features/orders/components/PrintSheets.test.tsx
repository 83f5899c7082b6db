import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { makeOrder } from '../order-fixtures';
import { PackingList, ShippingLabel } from './PrintSheets';

/* Code 128 symbol widths (bar, space, bar, space, bar, space), values 0..105, from the
 * standard's table; the stop symbol has a seventh element. Written out here, not taken from the
 * library, so the test reads the bars the way a scanner does. */
const widths =
  `212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231
113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321
232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 313121
211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 121124
121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241
114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 411311 113141
114131 311141 411131 211412 211214 211232`.split(/\s+/);
const STOP = '2331112';

/** Reads the bars of a jsbarcode SVG back into the text they encode (Code 128 sets A, B, C). */
function decodeCode128(svg: Element): string {
  const bars = [...svg.querySelectorAll('g rect')].map((rect) => ({
    x:
      Number(rect.getAttribute('x')) +
      Number(
        rect
          .closest('g')
          ?.getAttribute('transform')
          ?.match(/translate\(([\d.]+)/)?.[1] ?? 0,
      ),
    width: Number(rect.getAttribute('width')),
  }));
  bars.sort((a, b) => a.x - b.x);
  const module = Math.min(...bars.map((bar) => bar.width));
  const runs: number[] = [];
  bars.forEach((bar, index) => {
    if (index > 0) {
      const previous = bars[index - 1]!;
      runs.push(Math.round((bar.x - previous.x - previous.width) / module));
    }
    runs.push(Math.round(bar.width / module));
  });
  const pattern = runs.join('');
  expect(pattern.endsWith(STOP)).toBe(true);
  const symbols: number[] = [];
  for (let at = 0; at < pattern.length - STOP.length; at += 6) {
    const value = widths.indexOf(pattern.slice(at, at + 6));
    expect(value, `symbol at ${at}`).toBeGreaterThanOrEqual(0);
    symbols.push(value);
  }
  const [start, ...rest] = symbols;
  const check = rest.pop()!;
  expect(start).toBeGreaterThanOrEqual(103);
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start!);
  expect(sum % 103).toBe(check);
  let set = start === 103 ? 'A' : start === 104 ? 'B' : 'C';
  let text = '';
  for (const value of rest) {
    if (value === 99) set = 'C';
    else if (value === 100 && set !== 'B') set = 'B';
    else if (value === 101 && set !== 'A') set = 'A';
    else if (set === 'C') text += String(value).padStart(2, '0');
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
  }
  return text;
}

const order = makeOrder({
  orderCode: 'INV/20261124/101/000042',
  courier: 'AnterAja',
  waybillNumber: 'AN000104729042',
  items: [
    {
      variantId: 7,
      variantName: '200 gr / Paket 5',
      productName: 'Keripik Tempe Sagu',
      sku: 'KTS-200-P5',
      quantity: 3,
      price: 25000,
    },
    {
      variantId: 8,
      variantName: 'Pedas / 100 gr',
      productName: 'Sambal Roa',
      sku: 'SR-PDS-100',
      quantity: 1,
      price: 42000,
    },
  ],
});

function renderSheet(node: React.ReactNode) {
  return render(<DesignSystemProvider theme="marketplace">{node}</DesignSystemProvider>);
}

afterEach(cleanup);

describe('print sheets', () => {
  it('puts a waybill and an order-code barcode on the label that scan back to the codes', () => {
    renderSheet(<ShippingLabel order={order} sender="Kopi Nusantara Rasa" />);
    const waybill = screen.getByRole('img', { name: 'Barcode resi AN000104729042' });
    expect(decodeCode128(waybill)).toBe('AN000104729042');
    const code = screen.getByRole('img', { name: 'Barcode kode pesanan INV/20261124/101/000042' });
    expect(decodeCode128(code)).toBe('INV/20261124/101/000042');
  });

  it('names each item by product, variant and SKU on the label and the packing list', () => {
    renderSheet(
      <>
        <ShippingLabel order={order} sender="Kopi Nusantara Rasa" />
        <PackingList order={order} sender="Kopi Nusantara Rasa" />
      </>,
    );
    const label = screen.getByRole('article', { name: `Label pengiriman (A6) ${order.orderCode}` });
    expect(label).toHaveTextContent('3 × Keripik Tempe Sagu — 200 gr / Paket 5 · SKU: KTS-200-P5');
    const packing = screen.getByRole('article', { name: `Daftar kemas (A4) ${order.orderCode}` });
    const rows = within(packing).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Keripik Tempe Sagu — 200 gr / Paket 5SKU: KTS-200-P5');
    expect(rows[2]).toHaveTextContent('Sambal Roa — Pedas / 100 grSKU: SR-PDS-100');
  });

  it('prints every line of the total on the packing list, and they add up to it', () => {
    // 3 × 25.000 + 1 × 42.000 = 117.000, plus 11.000 shipping: the seeded shape of issue 41.
    renderSheet(
      <PackingList
        order={{ ...order, subtotal: 117000, shippingCost: 11000, totalAmount: 128000 }}
        sender="Kopi Nusantara Rasa"
      />,
    );
    const packing = screen.getByRole('article', { name: `Daftar kemas (A4) ${order.orderCode}` });
    const footer = within(packing).getAllByRole('row').slice(-3);
    expect(footer.map((row) => row.textContent)).toEqual([
      'Subtotal produkRp117.000',
      'Ongkos kirimRp11.000',
      'TotalRp128.000',
    ]);
  });
});

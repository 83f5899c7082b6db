import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { makeOrder } from '../order-fixtures';
import { WaybillDialog } from './WaybillDialog';

afterEach(cleanup);

describe('WaybillDialog batch field', () => {
  it('is a labelled field with the paste rule as its description, marked invalid after a wrong paste', async () => {
    const onSubmit = vi.fn();
    render(
      <DesignSystemProvider theme="marketplace">
        <WaybillDialog
          orders={[
            makeOrder({ orderCode: 'INV/B1', status: 2, courier: 'JNE REG' }),
            makeOrder({ orderCode: 'INV/B2', status: 2, courier: 'JNE REG' }),
          ]}
          submitting={false}
          onSubmit={onSubmit}
          onClose={vi.fn()}
        />
      </DesignSystemProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Input resi 2 pesanan' });
    const column = within(dialog).getByRole('textbox', { name: /Nomor resi \(satu per baris/ });
    expect(column).toHaveAccessibleDescription(
      'Tempel satu kolom dari spreadsheet. Baris ke-1 untuk pesanan ke-1, dan seterusnya. Resi: 8–30 karakter, huruf A–Z dan angka saja.',
    );
    expect(column).not.toHaveAttribute('aria-invalid');

    await userEvent.click(column);
    await userEvent.paste('JN000000000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan resi' }));
    expect(column).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Jumlah resi (1) harus sama dengan jumlah pesanan (2).',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

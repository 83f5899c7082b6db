import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { maskPhone } from '../../platform/mask-phone';
import { renderWithApp, startMockServer } from '../../test/app-harness';
import { makeOrder } from '../orders/order-fixtures';
import { OrderDetail } from '../orders/OrderDetail';
import { MaskingSection } from './MaskingSection';
import { settingsHandlers, type SettingsCalls } from './settings-test-server';

const server = startMockServer();

describe('maskPhone', () => {
  it('keeps the first four and the last two digits', () => {
    expect(maskPhone('081234567890')).toBe('0812******90');
    expect(maskPhone('+6281234567890')).toBe('+6281*******90');
    expect(maskPhone('12345')).toBe('*****');
  });
});

describe('MaskingSection', () => {
  it('turning masking on saves it for the brand and masks buyer phones at once', async () => {
    const calls: SettingsCalls = { writes: [] };
    server.use(...settingsHandlers(calls));
    renderWithApp(<MaskingSection brandId={102} />, { path: '/settings/privasi' });
    const order = makeOrder({ orderCode: 'INV/M/1', buyerPhone: '081100000099' });
    render(
      <DesignSystemProvider theme="marketplace">
        <OrderDetail order={order} id="detail" />
      </DesignSystemProvider>,
    );
    expect(screen.getAllByText('081100000099').length).toBeGreaterThan(0);
    const toggle = await screen.findByRole('switch', { name: /Sembunyikan nomor HP pembeli/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText('Nomor pembeli kini disembunyikan.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(calls.writes).toEqual([
      expect.objectContaining({
        operation: 'putMaskingNumber',
        body: { brandId: 102, maskingNumberEnabled: true },
      }),
    ]);
    expect(screen.queryByText('081100000099')).not.toBeInTheDocument();
    expect(screen.getAllByText('0811******99').length).toBeGreaterThan(0);
    expect(localStorage.getItem('maskingNumberEnabled')).toBe('true');
  });
});

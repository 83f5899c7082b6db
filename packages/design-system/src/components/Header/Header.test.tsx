import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { IconButton } from '../IconButton';
import { Header } from './Header';
import { HeaderUserMenu } from './HeaderUserMenu';
import { SidebarToggle } from './SidebarToggle';

describe('Header', () => {
  it('renders its slots in a banner landmark', () => {
    renderWithTheme(
      <Header
        toggle={<SidebarToggle expanded />}
        title="Transaksi"
        titleAlways
        typeLabel="Stockist"
        actions={<IconButton icon="notification" label="Notifikasi" />}
        user={<HeaderUserMenu name="Budi Santoso" onLogout={() => {}} />}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toContainElement(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    // The menu name, but not a second page title beside the page's own h1.
    expect(within(banner).getByText('Transaksi')).toBeInTheDocument();
    expect(within(banner).queryByRole('heading')).toBeNull();
    expect(screen.getByText('Stockist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifikasi' })).toBeInTheDocument();
  });

  it("logs out from the user menu's 'Log Out' entry", async () => {
    const onLogout = vi.fn();
    const { user } = renderWithTheme(
      <Header user={<HeaderUserMenu name="Budi Santoso" onLogout={onLogout} />} />,
    );
    await user.click(screen.getByRole('button', { name: 'Budi Santoso' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('names the user menu trigger with its label when given one', async () => {
    const { user } = renderWithTheme(
      <Header
        user={
          <HeaderUserMenu name="Budi Santoso" label="Menu akun Budi Santoso" onLogout={() => {}} />
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Menu akun Budi Santoso' });
    expect(trigger).toHaveTextContent('Budi Santoso');
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });
});

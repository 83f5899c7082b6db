import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { Header, type HeaderProps } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const handlers = { onOpenEducation: vi.fn(), onLogout: vi.fn(), onToggleSidebar: vi.fn() };
  render(
    <DesignSystemProvider theme="marketplace">
      <Header
        title={null}
        typeMarker={null}
        brandSwitch={null}
        chatEntry={null}
        notificationEntry={null}
        userName="Rina Wulandari"
        avatarUrl={null}
        sidebarOpen
        {...handlers}
        {...props}
      />
    </DesignSystemProvider>,
  );
  return { banner: screen.getByRole('banner'), ...handlers };
}

afterEach(cleanup);

describe('Header', () => {
  it('offers Log Out in the user menu and the education centre with its tooltip', async () => {
    const { banner, onOpenEducation, onLogout } = renderHeader();
    const education = within(banner).getByRole('button', { name: 'Pusat Edukasi' });
    await userEvent.hover(education);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pusat Edukasi');
    await userEvent.click(education);
    expect(onOpenEducation).toHaveBeenCalledTimes(1);
    await userEvent.click(within(banner).getByRole('button', { name: /Menu akun Rina Wulandari/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

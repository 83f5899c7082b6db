import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { ChatPanel } from './ChatPanel';

afterEach(cleanup);

function renderPanel() {
  return render(
    <DesignSystemProvider theme="marketplace">
      <ChatPanel
        title="Chat bantuan"
        status="ready"
        messages={[]}
        onSend={vi.fn(async () => {})}
        onClose={vi.fn()}
      />
    </DesignSystemProvider>,
  );
}

describe('ChatPanel', () => {
  it('tells the seller the 2000 character limit and how much of it the message uses', async () => {
    const user = userEvent.setup();
    renderPanel();
    const field = screen.getByRole('textbox', { name: 'Tulis pesan' });
    expect(field).toHaveAccessibleDescription('0/2000 karakter');

    await user.type(field, 'Halo');
    expect(field).toHaveAccessibleDescription('4/2000 karakter');
    expect(screen.getByText('4/2000 karakter')).toBeVisible();
  });

  it('stops at the limit and says so', async () => {
    const user = userEvent.setup();
    renderPanel();
    const field = screen.getByRole('textbox', { name: 'Tulis pesan' });
    await user.click(field);
    await user.paste('a'.repeat(2100));
    expect(field).toHaveValue('a'.repeat(2000));
    expect(field).toHaveAccessibleDescription('2000/2000 karakter');
  });
});

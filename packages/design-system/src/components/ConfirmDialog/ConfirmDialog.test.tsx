import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

const text = 'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?';

describe('ConfirmDialog', () => {
  it('asks with OK and Cancel, focusing Cancel first', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithTheme(
      <ConfirmDialog open title="Warning" text={text} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent(text);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>Simpan</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('announces loading and ignores clicks while busy', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        Simpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Simpan/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Memproses' })).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(
      <Button disabled onClick={onClick}>
        Hapus
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it("shows the spec's 404 text with a back-to-home button", async () => {
    const onAction = vi.fn();
    const { user } = renderWithTheme(<ErrorPage status={404} onAction={onAction} />);
    expect(
      screen.getByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kembali ke Beranda' }));
    expect(onAction).toHaveBeenCalled();
  });

  it("offers 'Masuk kembali' for an expired session", () => {
    renderWithTheme(<ErrorPage status={401} onAction={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Sesi kamu telah berakhir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk kembali' })).toBeInTheDocument();
  });

  it('treats a missing or unknown status as a server error', () => {
    const { rerender } = renderWithTheme(<ErrorPage />);
    expect(
      screen.getByRole('heading', { name: 'Terjadi kesalahan pada server' }),
    ).toBeInTheDocument();
    rerender(<ErrorPage status={502} />);
    expect(
      screen.getByRole('heading', { name: 'Terjadi kesalahan pada server' }),
    ).toBeInTheDocument();
  });

  it('shows the 403 copy', () => {
    renderWithTheme(<ErrorPage status={403} />);
    expect(screen.getByRole('heading', { name: 'Akses belum diberikan' })).toBeInTheDocument();
  });

  it('is the main landmark on its own, and a section inside a layout that has one', () => {
    const { rerender } = renderWithTheme(<ErrorPage status={404} />);
    expect(screen.getByRole('main')).toHaveAttribute('data-status', '404');
    rerender(
      <main>
        <ErrorPage status={404} as="section" />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.querySelector('section[data-status="404"]')).not.toBeNull();
  });
});

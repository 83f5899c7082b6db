import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FilePicker, type FilePickerProps } from './FilePicker';
import { describeFileTypes, fileProblem } from './file-rules';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];
const twoMb = 2 * 1024 * 1024;

const png = (name = 'kopi.png', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function Controlled(props: Partial<FilePickerProps> & { spy?: (file: File | null) => void }) {
  const { spy, ...rest } = props;
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      label="Foto produk"
      accept={imageTypes}
      maxSize={twoMb}
      {...rest}
      file={file}
      onFileChange={({ file: next }) => {
        spy?.(next);
        setFile(next);
      }}
    />
  );
}

describe('file rules', () => {
  it('names the accepted types the way sellers read them', () => {
    expect(describeFileTypes(imageTypes)).toBe('JPG, PNG atau WebP');
    expect(describeFileTypes(['.csv', '.xlsx'])).toBe('CSV atau XLSX');
  });

  it('refuses another type before it looks at the size', () => {
    const video = new File([new Uint8Array(10)], 'video.mp4', { type: 'video/mp4' });
    expect(fileProblem(video, { accept: imageTypes, maxSize: 1 })).toBe(
      'Jenis berkas harus JPG, PNG atau WebP.',
    );
  });

  it('refuses a file over the size cap and takes one at the cap', () => {
    expect(fileProblem(png('besar.png', twoMb + 1), { accept: imageTypes, maxSize: twoMb })).toBe(
      'Ukuran berkas maksimal 2 MB.',
    );
    expect(fileProblem(png('pas.png', twoMb), { accept: imageTypes, maxSize: twoMb })).toBeNull();
  });

  it('matches extensions by name, whatever type the browser guessed', () => {
    const csv = new File(['sku,stok'], 'STOK.CSV', { type: 'application/vnd.ms-excel' });
    expect(fileProblem(csv, { accept: ['.csv', '.xlsx'] })).toBeNull();
  });
});

describe('FilePicker', () => {
  it('keeps a real file input named by the label and the action', () => {
    renderWithTheme(<Controlled hint="JPG, PNG atau WebP, maksimal 2 MB." />);
    const input = screen.getByLabelText('Pilih berkas');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Foto produk Pilih berkas');
    expect(input).toHaveAccessibleDescription('JPG, PNG atau WebP, maksimal 2 MB.');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('is reached with the keyboard', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.tab();
    expect(screen.getByLabelText('Pilih berkas')).toHaveFocus();
  });

  it('shows the chosen file by name and size and lets the seller remove it', async () => {
    const spy = vi.fn();
    const { user } = renderWithTheme(<Controlled spy={spy} />);
    await user.upload(screen.getByLabelText('Pilih berkas'), png('kopi-gayo.png', 1536));
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'kopi-gayo.png' }));
    expect(screen.getByText('kopi-gayo.png')).toBeVisible();
    expect(screen.getByText('1,5 KB')).toBeVisible();
    expect(screen.getByLabelText(/Ganti berkas/)).toHaveAccessibleDescription(/kopi-gayo\.png/);

    await user.click(screen.getByRole('button', { name: 'Hapus berkas' }));
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('kopi-gayo.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pilih berkas')).toHaveFocus();
  });

  it('announces a file over the cap and does not take it', async () => {
    const spy = vi.fn();
    const onReject = vi.fn();
    const { user } = renderWithTheme(<Controlled spy={spy} onReject={onReject} />);
    await user.upload(screen.getByLabelText('Pilih berkas'), png('besar.png', twoMb + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Ukuran berkas maksimal 2 MB.');
    expect(screen.getByLabelText('Pilih berkas')).toBeInvalid();
    expect(spy).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith({
      file: expect.objectContaining({ name: 'besar.png' }),
      message: 'Ukuran berkas maksimal 2 MB.',
    });
  });

  it('announces a file of another type, with the caller’s wording when given', async () => {
    renderWithTheme(
      <Controlled
        accept={['.csv', '.xlsx']}
        typeMessage="Berkas harus berformat .csv atau .xlsx."
      />,
    );
    // The dialog would hide a PDF; a drop or a permissive browser still hands one over.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Pilih berkas'),
      new File(['x'], 'stok.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Berkas harus berformat .csv atau .xlsx.');
  });

  it('takes a dropped file and marks the zone while a file is dragged over it', () => {
    const spy = vi.fn();
    renderWithTheme(<Controlled spy={spy} />);
    const zone = screen.getByLabelText('Pilih berkas').parentElement as HTMLElement;
    const file = png('tetes.png');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };

    fireEvent(zone, Object.assign(createEvent.dragOver(zone), { dataTransfer }));
    expect(zone).toHaveAttribute('data-dragging');

    const drop = Object.assign(createEvent.drop(zone), { dataTransfer });
    fireEvent(zone, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(spy).toHaveBeenCalledWith(file);
    expect(screen.getByText('tetes.png')).toBeVisible();
  });

  it('shows a stored picture as the preview, and blocks choosing while busy', () => {
    renderWithTheme(
      <FilePicker
        label="Foto produk"
        file={null}
        previewUrl="/media/upload/kopi.png"
        busy
        busyLabel="Mengunggah foto…"
        onFileChange={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'Foto produk' })).toHaveAttribute(
      'src',
      '/media/upload/kopi.png',
    );
    expect(screen.getByLabelText(/Ganti berkas/)).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Mengunggah foto…' })).toBeInTheDocument();
  });
});

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePicker, type FilePickerProps } from './FilePicker';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];
const twoMb = 2 * 1024 * 1024;

// A 1×1 PNG: small enough to inline, real enough for the browser to draw a preview.
const pixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

const storedPhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#6b4226"/><ellipse cx="32" cy="32" rx="14" ry="20" fill="#c8915a" transform="rotate(30 32 32)"/><path d="M26 18c8 8 4 20 12 28" stroke="#6b4226" stroke-width="3" fill="none"/></svg>',
  );

/** Holds the chosen file the way a form would, so every story can be clicked through. */
function Controlled({ file: initial, onFileChange, ...rest }: FilePickerProps) {
  const [file, setFile] = useState<File | null>(initial);
  return (
    <div style={{ maxWidth: 520 }}>
      <FilePicker
        {...rest}
        file={file}
        onFileChange={(change) => {
          setFile(change.file);
          onFileChange(change);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/FilePicker',
  component: FilePicker,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Foto produk',
    hint: 'JPG, PNG atau WebP, maksimal 2 MB.',
    accept: imageTypes,
    maxSize: twoMb,
    file: null,
    onFileChange: fn(),
    onReject: fn(),
  },
  argTypes: { file: { control: false }, previewUrl: { control: 'text' } },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Pilih berkas');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, new File([pixel], 'kopi-gayo.png', { type: 'image/png' }));
    await expect(args.onFileChange).toHaveBeenCalledWith({
      file: expect.objectContaining({ name: 'kopi-gayo.png' }),
    });
    await expect(canvas.getByText('kopi-gayo.png')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Foto produk' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
  },
};

export const Empty: Story = {};

export const Required: Story = { args: { required: true } };

export const WithImage: Story = {
  args: { file: new File([pixel], 'kopi-gayo-250gr.png', { type: 'image/png' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('kopi-gayo-250gr.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus berkas' }));
    await expect(args.onFileChange).toHaveBeenCalledWith({ file: null });
    await expect(canvas.getByLabelText('Pilih berkas')).toHaveFocus();
  },
};

export const StoredPicture: Story = { args: { previewUrl: storedPhoto } };

export const WithSheet: Story = {
  args: {
    label: 'Berkas CSV atau XLSX',
    hint: 'Maksimal 5 MB.',
    accept: ['.csv', '.xlsx'],
    maxSize: 5 * 1024 * 1024,
    file: new File(['sku,stok\nKNR-W250,12\n'], 'stok-november.csv', { type: 'text/csv' }),
  },
};

export const Dragging: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Pilih berkas');
    const zone = input.parentElement as HTMLElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File([pixel], 'tetes.png', { type: 'image/png' }));
    zone.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    zone.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(within(canvasElement).getByText('tetes.png')).toBeVisible());
    await expect(args.onFileChange).toHaveBeenCalledWith({
      file: expect.objectContaining({ name: 'tetes.png' }),
    });
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Pilih berkas'),
      new File([new Uint8Array(twoMb + 1)], 'besar.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ukuran berkas maksimal 2 MB.');
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      canvas.getByLabelText('Pilih berkas'),
      new File(['%PDF'], 'katalog.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Jenis berkas harus JPG, PNG atau WebP.',
    );
    await expect(args.onReject).toHaveBeenCalled();
  },
};

export const ErrorState: Story = { args: { error: 'Foto gagal diunggah. Coba lagi.' } };

export const Busy: Story = {
  args: {
    file: new File([pixel], 'kopi-gayo.png', { type: 'image/png' }),
    busy: true,
    busyLabel: 'Mengunggah foto…',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Ganti berkas/)).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongFileName: Story = {
  args: {
    file: new File(
      [new Uint8Array(1_300_000)],
      'foto-produk-kopi-arabika-gayo-natural-wine-process-250-gram-kemasan-baru.png',
      { type: 'image/png' },
    ),
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

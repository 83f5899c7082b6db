import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reportCopy } from '../copy';
import { ReportPage } from './ReportPage';

// The frame never loads a report here: about:blank keeps the story off the network.
const frame = {
  frameTitle: 'Laporan Rapor Brand — Mofasa Herbal Sehat',
  url: 'about:blank',
  height: 480,
  covering: false,
  failed: false,
  errorMessage: null,
  frameRef: () => {},
  onFrameLoad: fn(),
  onRetry: fn(),
  onReload: fn(),
};

const meta = {
  title: 'Pages/Reports/ReportPage',
  tags: ['page'],
  component: ReportPage,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Rapor Brand', frame },
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByTitle('Laporan Rapor Brand — Mofasa Herbal Sehat'),
    ).toHaveAttribute('sandbox', 'allow-scripts allow-downloads');
  },
};

export const Loading: Story = {
  args: { frame: { ...frame, url: null, height: 600, covering: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat laporan…');
  },
};

export const Empty: Story = {
  args: { unavailable: reportCopy.notInMenu },
  play: async ({ canvasElement, args }) => {
    // The state is the whole page, so its title is the page's heading.
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: args.title }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText(/Laporan ini tidak tersedia untuk akun Anda\./),
    ).toBeVisible();
  },
};

export const NoBrand: Story = {
  args: { unavailable: reportCopy.noBrand },
};

export const Error: Story = {
  args: {
    frame: {
      ...frame,
      url: null,
      failed: true,
      errorMessage: 'Layanan laporan sedang gangguan.',
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.frame?.onReload).toHaveBeenCalledOnce();
  },
};

export const RefreshFailed: Story = {
  args: { frame: { ...frame, errorMessage: 'Layanan laporan sedang gangguan.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Layanan laporan sedang gangguan.',
    );
  },
};

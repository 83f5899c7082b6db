import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layout } from '../../tokens';
import { Button } from '../Button';
import { CountBadge } from '../CountBadge';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    label: 'Notifikasi',
    trigger: <IconButton icon="notification" label="Notifikasi" badge={<CountBadge count={8} />} />,
    children: (
      <EmptyState
        icon="notification"
        headingLevel={3}
        title="Tidak ada Notifikasi"
        text="Saat ini kamu tidak memiliki notifikasi apapun."
      />
    ),
    maxHeight: layout.notificationListMaxHeight,
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Notifikasi/ });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Notifikasi' });
    await expect(
      within(panel).getByRole('heading', { name: 'Tidak ada Notifikasi' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const entries = Array.from(
  { length: 30 },
  (_, i) => `Pesanan #INV-${2400 + i} perlu diproses sebelum pukul 17.00 WIB.`,
);

export const ScrollingList: Story = {
  args: {
    trigger: <Button>Lihat notifikasi</Button>,
    children: (
      <ul style={{ margin: 0, padding: 12, listStyle: 'none', display: 'grid', gap: 8 }}>
        {entries.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lihat notifikasi' }));
    const panel = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(
        layout.notificationListMaxHeight,
      ),
    );
  },
};

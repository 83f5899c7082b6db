import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SearchableSelect } from './SearchableSelect';
import type { SearchableSelectProps } from './searchable-select-types';
import { sampleBrands } from './sample-brands';

function Controlled(props: Omit<SearchableSelectProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 320 }}>
      <SearchableSelect {...props} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Components/SearchableSelect',
  component: Controlled,
  args: {
    label: 'Brand',
    options: sampleBrands,
    value: '101',
    placeholder: 'Pilih brand',
    searchPlaceholder: 'Cari nama Brand',
    emptyText: 'Kata Kunci tidak ditemukan',
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Brand Batik Nusantara' }),
    );
    const search = await screen.findByRole('combobox', { name: 'Cari nama Brand' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('madu');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    // The pick reaches the page after the frame that marks it, so the trigger follows a frame later.
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Brand Madu Hutan Kalimantan' }),
    ).toBeVisible();
  },
};

export const EmptyResult: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Brand/ }));
    await userEvent.type(await screen.findByRole('combobox'), 'tidak ada');
    await expect(screen.getByRole('status')).toHaveTextContent('Kata Kunci tidak ditemukan');
  },
};

export const Stockist: Story = {
  args: {
    label: 'Stockist',
    value: null,
    placeholder: 'Pilih stockist',
    searchPlaceholder: 'Cari nama Stockist',
    options: [
      { value: 's1', label: 'Stockist Jakarta Selatan' },
      { value: 's2', label: 'Stockist Surabaya Timur' },
      { value: 's3', label: 'Stockist Medan Kota' },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Each option with a second line, and a note under the list (the brand switch's pending work). */
export const WithDescriptions: Story = {
  args: {
    options: sampleBrands.slice(0, 3).map((option, index) => ({
      ...option,
      description: `${index + 2} pesanan belum diproses · ${index} pertanyaan belum dijawab`,
    })),
    note: 'Jumlah diperbarui setiap kali daftar dibuka.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Brand/ }));
    const option = await screen.findByRole('option', { name: 'Kopi Kenangan Senja' });
    await expect(option).toHaveAccessibleDescription(
      '3 pesanan belum diproses · 1 pertanyaan belum dijawab',
    );
    await expect(screen.getByRole('status')).toHaveTextContent(
      'Jumlah diperbarui setiap kali daftar dibuka.',
    );
  },
};

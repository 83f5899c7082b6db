import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import type { Resource } from '../../../platform/data/use-resource';
import { settingsCopy } from '../copy';
import { loadSecuritySection } from '../security-section-module';
import { SettingsPage } from './SettingsPage';

const answered = <T,>(data: T): Resource<T> => ({
  status: 'success',
  data,
  errorMessage: null,
  retry: fn(),
});

const user = {
  id: 4,
  name: 'Agus Pratama',
  telephone: '081234567804',
  email: 'single@demo.id',
  profilePictureUrl: null,
};

const account = { bankName: 'BCA', accountNumber: '******7788', accountName: 'Rina Wulandari' };

const sessions = [
  {
    id: 'aaaaaaaaaaaa',
    createdAt: '2026-11-24T01:00:00.000Z',
    expiresAt: '2026-11-24T09:00:00.000Z',
    current: true,
  },
  {
    id: 'bbbbbbbbbbbb',
    createdAt: '2026-11-23T02:00:00.000Z',
    expiresAt: '2026-11-23T10:00:00.000Z',
    current: false,
  },
];

const meta = {
  title: 'Pages/Settings/SettingsPage',
  tags: ['page'],
  component: SettingsPage,
  parameters: { layout: 'fullscreen' },
  // The forms ask before a seller leaves them with unsaved changes: that needs a data router.
  decorators: [
    (Story) => <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />,
  ],
  args: {
    section: 'akun',
    onSectionChange: fn(),
    account: { user: answered(user), onSave: fn(async () => user) },
    security: {
      sessions: answered(sessions),
      onRevokeOthers: fn(async () => 1),
      onChangePassword: fn(async () => 1),
    },
    bank: { brandChosen: true, account: answered(account), onSave: fn(async () => account) },
    masking: {
      brandChosen: true,
      enabled: answered(false),
      onSave: fn(async (enabled: boolean) => enabled),
    },
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Nama/ })).toHaveValue(
      user.name,
    );
  },
};

export const Loading: Story = {
  args: {
    account: {
      user: { status: 'loading', data: null, errorMessage: null, retry: fn() },
      onSave: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(settingsCopy.account.title)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No account to pay withdrawals into yet: the tab says so above the form that adds one. */
export const Empty: Story = {
  args: {
    section: 'rekening',
    bank: { brandChosen: true, account: answered(null), onSave: fn(async () => account) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(settingsCopy.bank.none)).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    account: {
      user: {
        status: 'error',
        data: null,
        errorMessage:
          'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
        retry: fn(),
      },
      onSave: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Gagal menghubungi server.',
    );
  },
};

/** The Keamanan tab: its code arrives with it, then the password form and the devices. */
export const Security: Story = {
  args: { section: 'keamanan' },
  loaders: [() => loadSecuritySection()],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(settingsCopy.sessions.current),
    ).toBeVisible();
  },
};

export const Privacy: Story = {
  args: { section: 'privasi' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: new RegExp(settingsCopy.masking.label) }),
    ).toHaveAttribute('aria-checked', 'false');
  },
};

/** None or several brands chosen: the bank account is a brand's, so the tab asks for one. */
export const NoBrand: Story = {
  args: {
    section: 'rekening',
    bank: { brandChosen: false, account: answered(null), onSave: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(settingsCopy.masking.noBrand)).toBeVisible();
  },
};

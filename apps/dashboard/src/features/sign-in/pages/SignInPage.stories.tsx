import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signInCopy } from '../copy';
import { SignInPage } from './SignInPage';

const meta = {
  title: 'Pages/SignIn/SignInPage',
  tags: ['page'],
  component: SignInPage,
  parameters: { layout: 'fullscreen' },
  args: { submitting: false, serverError: null, onSubmit: fn(), onStart: fn() },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: signInCopy.title }),
    ).toBeVisible();
  },
};

/** The sign-in is on its way: the button says so and a second submit is ignored. */
export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: signInCopy.submitting }),
    ).toBeInTheDocument();
  },
};

/** Sent empty: the form asks for both fields before anything is sent. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: signInCopy.submit }));
    await expect(canvas.getByText(signInCopy.emailRequired)).toBeVisible();
  },
};

export const Error: Story = {
  args: { serverError: 'Email atau kata sandi salah' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Email atau kata sandi salah',
    );
  },
};

/** A 401 ended the session mid-work (§8): the page says so above the form. */
export const SessionExpired: Story = {
  args: { notice: signInCopy.sessionExpired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sesi kamu telah berakhir. Silakan masuk kembali.',
    );
  },
};

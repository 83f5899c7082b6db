import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger and hides on Escape', async () => {
    const { user } = renderWithTheme(
      <Tooltip content="Pusat Edukasi">
        <IconButton icon="education" label="Edukasi" />
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Pusat Edukasi');
    expect(screen.getByRole('button', { name: 'Edukasi' })).toHaveAccessibleDescription(
      'Pusat Edukasi',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

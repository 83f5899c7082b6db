import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { baseTokens, vars } from '../tokens';
import { themes, type ThemeName } from '../themes';
import { BrandLogo } from '../components/Logo';

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${vars.space['300']};
  padding: 0;
  margin: ${vars.space['400']} 0 0;
  list-style: none;
`;

const Swatch = styled.li`
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  overflow: hidden;
  font-size: ${vars.font.size100};
  color: ${vars.color.textDefault};
  & > span {
    display: block;
    padding: ${vars.space['200']};
    word-break: break-all;
  }
`;

const Chip = styled.div<{ $color: string }>`
  height: 40px;
  background: ${(p) => p.$color};
  border-bottom: 1px solid ${vars.color.borderDefault};
`;

const Logos = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['600']};
  padding: ${vars.space['400']};
  background: ${vars.color.bgSurface};
  border-radius: ${vars.radius['200']};
`;

function ThemeOverview() {
  const colorNames = Object.keys(baseTokens.color) as (keyof typeof baseTokens.color)[];
  return (
    <div>
      <Logos>
        <BrandLogo variant="full" />
        <BrandLogo variant="mini" />
      </Logos>
      <Swatches aria-label="Warna semantik">
        {colorNames.map((name) => (
          <Swatch key={name}>
            <Chip $color={vars.color[name]} />
            <span>{name}</span>
          </Swatch>
        ))}
      </Swatches>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = (globals['theme'] ?? 'marketplace') as ThemeName;
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--ds-color-action-primary-bg').trim()).toBe(
      themes[name].tokens.color.actionPrimaryBg,
    );
    await expect(
      within(canvasElement).getAllByRole('img', {
        name: name === 'mofasa' ? 'mofasa' : 'Marketplace',
      }),
    ).toHaveLength(2);
  },
};

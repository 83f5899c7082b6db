import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { vars } from '../../tokens';
import { Icon } from './Icon';
import { iconNames, menuIconNames, type IconName } from './icon-paths';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'home', size: 24, title: 'Beranda' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${vars.space['300']};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['200']};
  padding: ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  font-size: ${vars.font.size100};
  text-align: center;
`;

const Gallery = ({ names }: { names: readonly IconName[] }) => (
  <Grid>
    {names.map((name) => (
      <Cell key={name}>
        <Icon name={name} size={24} />
        <span>{name}</span>
      </Cell>
    ))}
  </Grid>
);

export const MenuIcons: Story = {
  render: () => <Gallery names={menuIconNames} />,
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(13);
    await expect(within(canvasElement).getByText('brand-reseller')).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: () => <Gallery names={iconNames} />,
};

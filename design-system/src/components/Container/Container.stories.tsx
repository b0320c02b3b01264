import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Container, containerSizes } from './Container.tsx';

const band = { background: vars.color.surfaceMuted, border: `1px dashed ${vars.color.borderStrong}` };
const rem = () => Number.parseFloat(getComputedStyle(document.documentElement).fontSize);

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: {
    style: band,
    children:
      'We design and launch websites for Melbourne small businesses in 48 hours, then help them grow with SEO, ads and automation.',
  },
  argTypes: { size: { control: 'inline-radio', options: containerSizes } },
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement;
    const width = container.getBoundingClientRect().width;
    const { paddingLeft, paddingRight } = getComputedStyle(container);
    // The content column is 75rem at most (the gutter lies outside it, as in the header), never wider than the viewport.
    await expect(width - Number.parseFloat(paddingLeft) - Number.parseFloat(paddingRight)).toBeLessThanOrEqual(
      75 * rem(),
    );
    await expect(width).toBeLessThanOrEqual(window.innerWidth);
    await expect(getComputedStyle(container).maxWidth).toBe(`${75 * rem()}px`);
  },
};

export const Prose: Story = {
  args: { size: 'prose' },
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement;
    const style = getComputedStyle(container);
    const text = container.getBoundingClientRect().width - Number.parseFloat(style.paddingLeft) * 2;
    // The text column is 42rem wide, or the whole width inside the padding on a narrower screen.
    const canvasStyle = getComputedStyle(canvasElement);
    const room =
      canvasElement.clientWidth -
      Number.parseFloat(canvasStyle.paddingLeft) -
      Number.parseFloat(canvasStyle.paddingRight);
    const available = room - Number.parseFloat(style.paddingLeft) * 2;
    await expect(Math.round(text)).toBe(Math.round(Math.min(42 * rem(), available)));
  },
};

export const AsMain: Story = {
  args: { as: 'main', id: 'main-content' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

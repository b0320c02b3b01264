import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopQuery, tabletQuery } from '../../constants.ts';
import heroImage from '../Image/fixtures/hero-dashboard.png';
import { Image } from '../Image/Image.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { Hero, heroVariants } from './Hero.tsx';

const meta = {
  title: 'Marketing blocks/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  argTypes: { variant: { control: 'inline-radio', options: heroVariants } },
  args: {
    eyebrow: 'Launch in 48 hours · Free strategy call',
    title: 'Turn Your Website Into a 24/7 Client Machine',
    subtitle:
      'Done-for-you websites, SEO and automation for Melbourne small businesses — live in 48 hours or your money back.',
    actions: (
      <>
        <LinkButton href="/book-consultation" variant="secondary" size="lg">
          Get Free Strategy Plan
        </LinkButton>
        <LinkButton href="/portfolio" variant="outline" size="lg">
          View Our Work
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gradient: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent('Turn Your Website Into a 24/7 Client Machine');
    await expect(canvas.getByRole('region', { name: 'Turn Your Website Into a 24/7 Client Machine' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Free Strategy Plan' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
  },
};

export const Plain: Story = {
  args: {
    variant: 'plain',
    actions: (
      <>
        <LinkButton href="/book-consultation" size="lg">
          Book Free Strategy Call
        </LinkButton>
        <LinkButton href="/portfolio" variant="outline" size="lg">
          View Portfolio
        </LinkButton>
      </>
    ),
  },
};

export const Dark: Story = { args: { variant: 'dark' } };

/**
 * Every hero sets its buttons out one way: on a phone stacked, each as wide as the column; from the tablet width side
 * by side on one row.
 */
async function expectOneButtonLayout(buttons: HTMLElement[]) {
  const boxes = buttons.map((button) => button.getBoundingClientRect());
  const [first, second] = boxes;
  const column = buttons[0]?.parentElement?.getBoundingClientRect();
  if (!first || !second || !column) throw new Error('The story needs two buttons');
  if (window.matchMedia(tabletQuery).matches) {
    await expect(second.top).toBeCloseTo(first.top, 0);
    await expect(second.left).toBeGreaterThan(first.right);
  } else {
    for (const box of boxes) await expect(box.width).toBeCloseTo(column.width, 0);
    await expect(second.top).toBeGreaterThan(first.bottom);
  }
}

export const WithMedia: Story = {
  args: {
    eyebrow: 'Pricing',
    title: 'Simple, Honest Pricing',
    subtitle: 'Most clients invest $1,800-$2,500. Every package includes hosting for the first year.',
    media: <Image src={heroImage} alt="Dashboard of a client's website traffic" width={640} height={400} priority />,
  },
  play: async ({ canvas }) => expectOneButtonLayout(canvas.getAllByRole('link')),
};

/** A few lines of proof under the buttons; the buttons keep the hero's one layout. */
export const WithNote: Story = {
  args: {
    note: <p style={{ margin: 0 }}>4.9/5 from 127 reviews · 50+ businesses launched</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.9/5 from 127 reviews · 50+ businesses launched')).toBeVisible();
    await expectOneButtonLayout(canvas.getAllByRole('link'));
  },
};

/** The media shows from the desktop width only: on a phone the hero is its words and buttons. */
export const MediaFromDesktop: Story = {
  args: { ...WithMedia.args, mediaFrom: 'desktop' },
  play: async ({ canvas }) => {
    const picture = canvas.getByAltText("Dashboard of a client's website traffic");
    const desktop = window.matchMedia(desktopQuery).matches;
    await (desktop ? expect(picture).toBeVisible() : expect(picture).not.toBeVisible());
  },
};

/** Lower in a page (e.g. a landing section below the real h1), the title becomes an h2. */
export const HeadingLevel2: Story = {
  args: { variant: 'plain', headingLevel: 2, eyebrow: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Turn Your Website Into a 24/7 Client Machine',
    );
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

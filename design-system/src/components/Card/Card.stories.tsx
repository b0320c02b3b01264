import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import { Card, cardElements, cardPaddings, cardRadii, cardTones } from './Card.tsx';

const navigate = fn();

const content = [
  <Heading key="title" level={3}>
    Free website audit
  </Heading>,
  <Text key="body" tone="muted">
    We review your site's speed, search visibility and enquiry forms, then send three quick wins within 24 hours.
  </Text>,
];

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { gap: '3', children: content },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
    radius: { control: 'inline-radio', options: cardRadii },
    as: { control: 'inline-radio', options: cardElements },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 360 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const style = (element: Element) => getComputedStyle(element);
/** The card around an element of its content. */
const cardOf = (element: HTMLElement) => element.closest('article, div') as HTMLElement;

export const Raised: Story = {
  args: { as: 'article' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toContainElement(canvas.getByRole('heading', { level: 3, name: 'Free website audit' }));
    await expect(style(card).padding).toBe('24px');
    await expect(style(card).borderRadius).toBe('12px');
    await expect(style(card).borderTopWidth).toBe('1px');
    await expect(style(card).boxShadow).not.toBe('none');
    // `gap` lays the children out in a column 0.75rem apart.
    const heading = canvas.getByRole('heading', { level: 3 }).getBoundingClientRect();
    const body = canvas.getByText(/We review your site/).getBoundingClientRect();
    await expect(body.top - heading.bottom).toBe(12);
  },
};

export const Muted: Story = {
  args: { tone: 'muted' },
  play: async ({ canvas }) => {
    const card = cardOf(canvas.getByText(/We review your site/));
    // A flat panel: it stands out by colour, not by shadow.
    await expect(style(card).boxShadow).toBe('none');
    await expect(style(card).backgroundColor).not.toBe(style(document.body).backgroundColor);
  },
};

export const Accent: Story = {
  args: { tone: 'accent' },
  play: async ({ canvas, canvasElement }) => {
    const card = cardOf(canvas.getByText(/We review your site/));
    await expect(style(card).boxShadow).toBe('none');
    // Text inside takes the accent's own text colour.
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(style(heading).color).toBe(style(card).color);
    await expect(style(heading).color).not.toBe(style(canvasElement).color);
  },
};

/** A dark panel: headings, text and links inside switch to their inverse colours by themselves. */
export const Inverse: Story = {
  args: {
    tone: 'inverse',
    children: [
      ...content,
      <Text key="link">
        <TextLink href="/seo-audit">Request your audit</TextLink>
      </Text>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const card = cardOf(canvas.getByText(/We review your site/));
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(style(heading).color).toBe(style(card).color);
    await expect(style(heading).color).not.toBe(style(canvasElement).color);
    const muted = canvas.getByText(/We review your site/);
    await expect(style(muted).color).not.toBe(style(heading).color);
    await expect(canvas.getByRole('link', { name: 'Request your audit' })).toBeVisible();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {cardPaddings.map((padding) => (
        <Card {...args} key={padding} padding={padding}>
          <Text>Padding {padding}</Text>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const paddings = cardPaddings.map(
      (padding) => style(canvas.getByText(`Padding ${padding}`).parentElement as HTMLElement).padding,
    );
    await expect(paddings).toEqual(['0px', '16px', '24px', '32px']);
  },
};

export const RadiusXl: Story = {
  args: { radius: 'xl' },
  play: async ({ canvas }) => {
    await expect(style(cardOf(canvas.getByText(/We review your site/))).borderRadius).toBe('16px');
  },
};

/** One card singled out among its siblings, e.g. the recommended package. */
export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvas }) => {
    const card = cardOf(canvas.getByText(/We review your site/));
    await expect(style(card).borderTopWidth).toBe('2px');
  },
};

const interactiveContent = [
  <Heading key="title" level={3}>
    <TextLink href="/services/seo-services">SEO Services</TextLink>
  </Heading>,
  <Text key="body" tone="muted">
    Technical SEO, link building and local Melbourne SEO that put you on page one.
  </Text>,
];

/** Lifts while its link is hovered; the link is the card's one tab stop. */
export const Interactive: Story = {
  args: { interactive: true, children: interactiveContent },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'SEO Services' });
    const card = cardOf(link.parentElement as HTMLElement);
    await expect(style(card).transform).toBe('none');

    await userEvent.hover(link);
    await waitFor(() => expect(style(card).transform).toBe('matrix(1, 0, 0, 1, 0, -2)'));
    await userEvent.unhover(link);
    await waitFor(() => expect(style(card).transform).toBe('none'));

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/services/seo-services', undefined);
  },
};

export const InteractiveHovered: Story = {
  args: { interactive: true, children: interactiveContent },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'SEO Services' });
    const card = cardOf(link.parentElement as HTMLElement);
    const restingBorder = style(card).borderTopColor;
    await userEvent.hover(link);
    await waitFor(() => expect(style(card).transform).toBe('matrix(1, 0, 0, 1, 0, -2)'));
    // The border takes the accent colour too, so the lift reads without the shadow (e.g. in dark mode).
    await waitFor(() => expect(style(card).borderTopColor).not.toBe(restingBorder));
  },
};

/** `as="li"`: cards as the items of a list. */
export const ListItems: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}>
      <Card {...args} as="li">
        <Text weight="semibold">Websites from $699</Text>
      </Card>
      <Card {...args} as="li">
        <Text weight="semibold">Launch in 48 hours</Text>
      </Card>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('list')).toContainElement(canvas.getByText('Launch in 48 hours'));
  },
};

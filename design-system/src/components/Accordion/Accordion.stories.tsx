import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion.tsx';

const items: AccordionItem[] = [
  {
    id: 'how-fast',
    title: 'How can you build a website in 48 hours?',
    content:
      'We use a proven process and a library of tested components: a 15-minute discovery call, design the same day, development the next day, then launch.',
  },
  {
    id: 'cost',
    title: 'How much does a website cost?',
    content: 'Packages start at $1,200. Most clients invest $1,800–$2,500, paid 50% to start and 50% on approval.',
  },
  {
    id: 'late',
    title: 'What happens if you are late?',
    content: 'If we miss the 48-hour deadline you get your money back.',
  },
];

const longItems: AccordionItem[] = [
  {
    id: 'prepare',
    title: 'What do we need to have ready before the 48 hours start, and what happens if some of it is still missing?',
    content: (
      <>
        <p>
          Your logo, the services you want to lead with, a few photos of your team or your work, and the contact details
          customers should use. If you have reviews on Google, send us the link and we pick the strongest three.
        </p>
        <p>
          Anything still missing doesn't hold up the clock: we write the first draft of your copy from the discovery
          call, use photography from our licensed library where yours isn't ready, and swap in your own material free of
          charge in the fortnight after launch.
        </p>
      </>
    ),
  },
  {
    id: 'own',
    title: 'Who owns the website and the domain once it is live?',
    content:
      'You do. The domain is registered in your business name, and the hosting, analytics and Search Console accounts are yours, with our access as a user you can remove at any time.',
  },
  ...items.slice(1),
];

const meta = {
  title: 'Marketing blocks/Accordion',
  component: Accordion,
  args: { items },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/**
 * The control a visitor presses: the `<summary>` holding the question. Browsers expose it as a button, but Testing
 * Library gives `<summary>` no role, so it is found through the question's heading.
 */
const question = (canvas: Canvas, text: string) =>
  canvas.getByRole('heading', { name: text }).closest('summary') as HTMLElement;
/** The item (`<details>`) a question belongs to. */
const itemOf = (summary: HTMLElement) => summary.closest('details') as HTMLDetailsElement;

/**
 * Keys as a visitor presses them. A `<summary>` opens on Enter and Space only for trusted key events, which Testing
 * Library's simulated keys are not, so under Vitest (story tests and screenshots) the keyboard story presses real
 * keys through its Playwright provider. Clicks stay simulated: a real pointer would stay where it last clicked and
 * hover whatever the next story draws there. The Storybook UI has no real keyboard: its keyboard steps are left to
 * the story tests.
 */
async function realInput() {
  if (!('__vitest_browser__' in globalThis)) return undefined;
  return (await import('vitest/browser')).userEvent;
}

/** Every question collapsed, each a level-3 heading; the items share one group name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.title),
    );
    for (const item of items) {
      const summary = question(canvas, item.title as string);
      await expect(itemOf(summary)).not.toHaveAttribute('open');
    }
    await expect(canvas.getByText(/proven process/)).not.toBeVisible();
    await expect(canvas.getByText(/Most clients invest/)).not.toBeVisible();
    const names = new Set([...canvasElement.querySelectorAll('details')].map((details) => details.name));
    await expect(names.size).toBe(1);
    await expect([...names][0]).not.toBe('');
  },
};

/** Clicking a second question closes the first; clicking the open question collapses it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const user = userEvent;
    const first = question(canvas, 'How can you build a website in 48 hours?');
    const second = question(canvas, 'How much does a website cost?');
    const firstAnswer = canvas.getByText(/proven process/);
    const secondAnswer = canvas.getByText(/Most clients invest/);

    await user.click(first);
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(firstAnswer).toBeVisible();

    await user.click(first);
    await expect(itemOf(first)).not.toHaveAttribute('open');
    await expect(firstAnswer).not.toBeVisible();

    await user.click(first);
    await user.click(second);
    await expect(itemOf(second)).toHaveAttribute('open');
    await expect(secondAnswer).toBeVisible();
    await expect(itemOf(first)).not.toHaveAttribute('open');
    await expect(firstAnswer).not.toBeVisible();
  },
};

/** Tab reaches each question; Enter opens one (closing the other), Space closes it again. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const keyboard = await realInput();
    if (!keyboard) return;
    const first = question(canvas, 'How can you build a website in 48 hours?');
    const second = question(canvas, 'How much does a website cost?');
    const firstAnswer = canvas.getByText(/proven process/);
    const secondAnswer = canvas.getByText(/Most clients invest/);

    await keyboard.tab();
    await expect(first).toHaveFocus();
    await keyboard.keyboard('{Enter}');
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(firstAnswer).toBeVisible();

    await keyboard.tab();
    await expect(second).toHaveFocus();
    await keyboard.keyboard('{Enter}');
    await expect(itemOf(second)).toHaveAttribute('open');
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).not.toBeVisible();

    await keyboard.keyboard(' ');
    await expect(itemOf(second)).not.toHaveAttribute('open');
    await expect(secondAnswer).not.toBeVisible();
    await expect(second).toHaveFocus();
  },
};

/** One item open on first render, as the server sends it; `name` sets the group's name. */
export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['cost'], name: 'pricing-faq' },
  play: async ({ canvas, canvasElement }) => {
    await expect(itemOf(question(canvas, 'How much does a website cost?'))).toHaveAttribute('open');
    await expect(canvas.getByText(/Most clients invest/)).toBeVisible();
    await expect(canvas.getByText(/proven process/)).not.toBeVisible();
    for (const details of canvasElement.querySelectorAll('details')) {
      await expect(details).toHaveAttribute('name', 'pricing-faq');
    }
  },
};

/** Several answers open at once: the items share no group name. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvas }) => {
    const user = userEvent;
    const first = question(canvas, 'How can you build a website in 48 hours?');
    const second = question(canvas, 'How much does a website cost?');
    await user.click(first);
    await user.click(second);
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(itemOf(second)).toHaveAttribute('open');
    await expect(canvas.getByText(/proven process/)).toBeVisible();
    await expect(canvas.getByText(/Most clients invest/)).toBeVisible();
    await expect(itemOf(first)).not.toHaveAttribute('name');
  },
};

/** A question that wraps over lines and an answer of several paragraphs. */
export const LongContent: Story = {
  args: { items: longItems, defaultExpandedKeys: ['prepare'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Anything still missing/)).toBeVisible();
    await expect(canvas.getByText(/registered in your business name/)).not.toBeVisible();
  },
};

/** At phone width: questions wrap beside a chevron that keeps its size, each row still a full tap target. */
export const Phone: Story = {
  args: { items: longItems, defaultExpandedKeys: ['own'] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/registered in your business name/)).toBeVisible();
    for (const summary of canvasElement.querySelectorAll('summary')) {
      await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      const chevron = summary.querySelector('svg') as SVGElement;
      await expect(chevron.getBoundingClientRect().width).toBe(20);
    }
  },
};

/** Two accordions on one page, as on the FAQ page: each keeps its own item open. */
export const TwoOnOnePage: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Accordion {...args} />
      <Accordion {...args} items={longItems.slice(0, 2)} />
    </div>
  ),
  play: async ({ canvas }) => {
    const user = userEvent;
    const general = question(canvas, 'How can you build a website in 48 hours?');
    const ownership = question(canvas, 'Who owns the website and the domain once it is live?');
    await user.click(general);
    await user.click(ownership);
    await expect(itemOf(general)).toHaveAttribute('open');
    await expect(itemOf(ownership)).toHaveAttribute('open');
    await expect(canvas.getByText(/proven process/)).toBeVisible();
    await expect(canvas.getByText(/registered in your business name/)).toBeVisible();
    await expect(itemOf(general).name).not.toBe('');
    await expect(itemOf(ownership).name).not.toBe('');
    await expect(itemOf(ownership).name).not.toBe(itemOf(general).name);
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

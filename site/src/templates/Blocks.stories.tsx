import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import about from '../content/company/about.yaml';
import type { BlockOf, BlockType } from '../content/schema.ts';
import customWebsiteDesign from '../content/services/custom-website-design.yaml';
import seoServices from '../content/services/seo-services.yaml';
import haptikChatbot from '../content/solutions/haptik-chatbot.yaml';
import { preloadArt } from './Art.tsx';
import { ContentBlock } from './Blocks.tsx';

/** Where the blocks come from, in this order: every block below is real copy from one of these pages. */
const entries = [about, customWebsiteDesign, seoServices, haptikChatbot];

/** The first block of a type in the entries above (that also passes `where`, when given). */
function firstBlock<T extends BlockType>(type: T, where: (block: BlockOf<T>) => boolean = () => true): BlockOf<T> {
  for (const entry of entries) {
    for (const block of entry.data.blocks) {
      if (block.type === type && where(block as BlockOf<T>)) return block as BlockOf<T>;
    }
  }
  throw new Error(`No ${type} block in ${entries.map((entry) => entry.file).join(', ')}`);
}

/** Content text as read: inline links and bold markup reduced to their words. */
function plain(text: string) {
  return text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');
}

/** One story per block type, each as the content page renders it (the page alternates the two tones). */
const meta = {
  title: 'Site templates/ContentBlock',
  component: ContentBlock,
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', screenshot: { phone: true, fullHeight: true } },
  // Drawings render at once, as they do on a page the server sent.
  loaders: [preloadArt],
  argTypes: { tone: { control: 'inline-radio', options: ['surface', 'muted'] } },
  args: { page: { slug: 'about', path: '/about' } },
} satisfies Meta<typeof ContentBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prose: Story = { args: { block: firstBlock('prose'), tone: 'muted' } };

export const Split: Story = { args: { block: firstBlock('split'), tone: 'surface' } };

export const Cards: Story = {
  args: { block: firstBlock('cards', (block) => block.items.every((item) => !item.href)), tone: 'muted' },
};

const linkedCards = firstBlock('cards', (block) => block.items.every((item) => item.href));

/** Cross-links: each card is one link, named by its title. */
export const LinkedCards: Story = {
  args: { block: linkedCards, tone: 'surface' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(linkedCards.items.length);
    for (const item of linkedCards.items) {
      await expect(canvas.getByRole('link', { name: item.title })).toHaveAttribute('href', item.href);
    }
    // The card's foot line only shows the way; it adds no second link.
    for (const item of linkedCards.items) {
      await expect(canvas.queryByRole('link', { name: item.linkLabel ?? 'Learn more' })).toBeNull();
    }
  },
};

export const Stats: Story = { args: { block: firstBlock('stats'), tone: 'muted' } };

export const Process: Story = { args: { block: firstBlock('process'), tone: 'surface' } };

const checklist = firstBlock('checklist');

export const Checklist: Story = {
  args: { block: checklist, tone: 'muted' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(checklist.items.length);
    for (const [index, item] of checklist.items.entries()) {
      await expect(items[index]).toHaveTextContent(plain(item));
    }
  },
};

export const Lists: Story = { args: { block: firstBlock('lists'), tone: 'surface' } };

export const Testimonial: Story = { args: { block: firstBlock('testimonial'), tone: 'muted' } };

export const SuccessStory: Story = { args: { block: firstBlock('story'), tone: 'surface' } };

export const Badges: Story = { args: { block: firstBlock('badges'), tone: 'muted' } };

export const Pricing: Story = { args: { block: firstBlock('pricing'), tone: 'surface' } };

export const Conversation: Story = { args: { block: firstBlock('conversation'), tone: 'muted' } };

const faq = firstBlock('faq');

/**
 * Keys pressed as a visitor presses them. A `<summary>` opens on Enter and Space only for trusted key events,
 * which Testing Library's simulated keys are not, so the story tests press real keys through Vitest's Playwright
 * provider. The Storybook UI has no such keyboard and leaves the keyboard steps to the story tests.
 */
async function realKeyboard() {
  if (!('__vitest_browser__' in globalThis)) return undefined;
  return (await import('vitest/browser')).userEvent;
}

/** Answers open one at a time by keyboard; pressing the open question again closes it. */
export const Faq: Story = {
  args: { block: faq, tone: 'surface' },
  play: async ({ canvas }) => {
    const [firstQuestion, secondQuestion] = faq.items;
    if (!firstQuestion || !secondQuestion) throw new Error('The FAQ block needs two questions');
    // Each question is a heading inside the `<summary>` a visitor presses (Testing Library gives `<summary>` no role).
    const questionOf = (text: string) => canvas.getByRole('heading', { name: text }).closest('summary') as HTMLElement;
    const first = questionOf(firstQuestion.question);
    const second = questionOf(secondQuestion.question);
    const answerOf = (summary: HTMLElement) => summary.nextElementSibling as HTMLElement;
    const itemOf = (summary: HTMLElement) => summary.closest('details') as HTMLDetailsElement;

    await expect(itemOf(first)).not.toHaveAttribute('open');
    await expect(answerOf(first)).not.toBeVisible();
    await expect(answerOf(first)).toHaveTextContent(plain(firstQuestion.answer));
    const keyboard = await realKeyboard();
    if (!keyboard) return;
    await keyboard.tab();
    await expect(first).toHaveFocus();
    await keyboard.keyboard('{Enter}');
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(answerOf(first)).toBeVisible();

    second.focus();
    await keyboard.keyboard(' ');
    await expect(itemOf(second)).toHaveAttribute('open');
    await expect(answerOf(second)).toBeVisible();
    await expect(answerOf(second)).toHaveTextContent(plain(secondQuestion.answer));
    await expect(itemOf(first)).not.toHaveAttribute('open');
    await expect(answerOf(first)).not.toBeVisible();

    await keyboard.keyboard('{Enter}');
    await expect(itemOf(second)).not.toHaveAttribute('open');
    await expect(answerOf(second)).not.toBeVisible();
  },
};

const cta = firstBlock('cta');

export const Cta: Story = {
  args: { block: cta, tone: 'surface' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: cta.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: cta.primary.label })).toHaveAttribute('href', cta.primary.href);
    await expect(canvas.getByRole('link', { name: cta.secondary.label })).toHaveAttribute('href', cta.secondary.href);
  },
};

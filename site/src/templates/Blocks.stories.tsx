import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '@tallowood/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blocksOf } from '../blocks/select.ts';
import digitalMarketingSpecialist from '../content/careers/digital-marketing-specialist.yaml';
import careers from '../content/careers/index.yaml';
import seniorWebDeveloper from '../content/careers/senior-web-developer.yaml';
import uiUxDesigner from '../content/careers/ui-ux-designer.yaml';
import about from '../content/company/about.yaml';
import type { ListedEntry } from '../content/contentIndex.ts';
import privacy from '../content/legal/privacy.yaml';
import beforeAfter from '../content/sales/before-after.yaml';
import clientResults from '../content/sales/client-results.yaml';
import portfolio from '../content/sales/portfolio.yaml';
import pricing from '../content/sales/pricing.yaml';
import type { BlockOf, BlockType } from '../content/schema.ts';
import customWebsiteDesign from '../content/services/custom-website-design.yaml';
import seoServices from '../content/services/seo-services.yaml';
import haptikChatbot from '../content/solutions/haptik-chatbot.yaml';
import { clientCredit, quoteCredit } from '../content/voices.ts';
import { preloadArt } from './Art.tsx';
import { ContentBlock } from './Blocks.tsx';

/** Where the blocks come from, in this order: every block below is real copy from one of these pages. */
const entries = [
  about,
  customWebsiteDesign,
  seoServices,
  haptikChatbot,
  pricing,
  clientResults,
  portfolio,
  beforeAfter,
  careers,
  privacy,
];

/** The first block of a type in the entries above (that also passes `where`, when given). */
function firstBlock<T extends BlockType>(type: T, where: (block: BlockOf<T>) => boolean = () => true): BlockOf<T> {
  for (const entry of entries) {
    const block = blocksOf(entry.data.blocks, type).find(where);
    if (block) return block;
  }
  throw new Error(`No ${type} block in ${entries.map((entry) => entry.file).join(', ')}`);
}

/**
 * A table's region shows all of it: nothing to scroll sideways at the story's width (a phone's stacked rows, or a
 * desktop's columns).
 */
async function expectFits(region: HTMLElement) {
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
}

/**
 * Opens every fold a phone shows closed, as a visitor taps them, so every card, row and figure reads: those rendered
 * so far, so call it once the part under test has rendered.
 */
function openFolds(canvasElement: HTMLElement) {
  for (const fold of canvasElement.querySelectorAll('details')) fold.open = true;
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
    // A phone shows the first row or so, the rest in a folded list after it: together, every item in order.
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(plain(checklist.items[0] ?? ''));
    const items = canvas.getAllByRole('listitem', { hidden: true });
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

const conversation = firstBlock('conversation', (block) => block.title !== undefined);

/** The exchange is a figure with its title as caption, its messages a list in the order they were sent. */
export const Conversation: Story = {
  args: { block: conversation, tone: 'muted' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    // The figure's own child (Testing Library does not name a figure by its caption as browsers do).
    await expect(figure.querySelector(':scope > figcaption')).toHaveTextContent(conversation.title ?? '');
    // A phone folds what follows the first exchange: every message is there, in order, shown or folded.
    await expect(
      within(figure)
        .getAllByRole('listitem', { hidden: true })
        .map((message) => message.textContent),
    ).toEqual(
      conversation.messages.map(
        (message) => `${message.from === 'customer' ? 'Customer' : 'Automated reply'}${message.text}`,
      ),
    );
  },
};

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

const testimonials = firstBlock('testimonials');

/** Several client quotes side by side: every quote and every name is there to read. */
export const Testimonials: Story = {
  args: { block: testimonials, tone: 'muted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: testimonials.heading })).toBeVisible();
    for (const item of testimonials.items) {
      const { author, business } = quoteCredit(item);
      await expect(canvas.getByText(item.quote)).toBeVisible();
      await expect(canvas.getByText(author)).toBeVisible();
      await expect(canvas.getByText(business)).toBeVisible();
    }
    // A phone swipes through the reviews: the row is a keyboard stop, since no review holds a link.
    await expect(canvas.getByRole('region', { name: `${testimonials.items.length} reviews` })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

const table = firstBlock('table', (block) => block.id === 'keyword-rankings');

/** A table named by its caption; the first column heads each row, and screen readers hear it with every cell. */
export const Table: Story = {
  args: { block: table, tone: 'surface' },
  play: async ({ canvas, canvasElement }) => {
    // A phone folds the figures under the heading: opened, as a visitor would.
    const data = await canvas.findByRole('table', { name: table.caption });
    openFolds(canvasElement);
    await expect(
      within(data)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(table.columns);
    const rows = within(data).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(table.rows.length);
    for (const [index, [rowHeader, ...cells]] of table.rows.entries()) {
      const row = rows[index] as HTMLElement;
      await expect(within(row).getByRole('rowheader')).toHaveTextContent(rowHeader ?? '');
      await expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(cells);
    }
    await expect(within(data).getByRole('cell', { name: '1,300' })).toBeVisible();
    await expectFits(canvas.getByRole('region', { name: table.caption }));
    // Figures line up on tabular digits; the keyword and client columns keep the font's own spacing.
    await expect(getComputedStyle(within(data).getByRole('cell', { name: '1,300' })).fontVariantNumeric).toBe(
      'tabular-nums',
    );
    const firstRow = rows[0] as HTMLElement;
    await expect(getComputedStyle(within(firstRow).getAllByRole('cell')[0] as HTMLElement).fontVariantNumeric).toBe(
      'normal',
    );
  },
};

const comparison = firstBlock('table', (block) => block.id === 'comparison');

/**
 * The pricing page's comparison: sentences in four columns wrap to fit a desktop column, the last one included; on a
 * phone each option stacks under its row's heading.
 */
export const PricingComparison: Story = {
  args: { block: comparison, tone: 'surface' },
  play: async ({ canvas, canvasElement }) => {
    // A phone folds the figures under the heading: opened, as a visitor would.
    const data = await canvas.findByRole('table', { name: comparison.caption });
    openFolds(canvasElement);
    const region = canvas.getByRole('region', { name: comparison.caption });
    await expectFits(region);
    const last = comparison.columns.at(-1) ?? '';
    const cell = within(data).getAllByRole('cell').at(-1) as HTMLElement;
    await expect(cell).toHaveAttribute('data-label', last);
    await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};

const kpi = firstBlock('table', (block) => block.id === 'kpi');

/** Four columns of measures and figures: they fit, and only the figures take tabular digits. */
export const KpiTable: Story = {
  args: { block: kpi, tone: 'muted' },
  play: async ({ canvas, canvasElement }) => {
    // A phone folds the figures under the heading: opened, as a visitor would.
    const data = await canvas.findByRole('table', { name: kpi.caption });
    openFolds(canvasElement);
    await expectFits(canvas.getByRole('region', { name: kpi.caption }));
    const firstRow = within(data).getAllByRole('row')[1] as HTMLElement;
    const measure = within(firstRow).getByRole('rowheader');
    const before = within(firstRow).getAllByRole('cell')[0] as HTMLElement;
    await expect(getComputedStyle(measure).fontVariantNumeric).toBe('normal');
    await expect(getComputedStyle(before).fontVariantNumeric).toBe('tabular-nums');
  },
};

const chart = firstBlock('chart');

/** The bars are drawn for the eye; the same figures sit in a table that screen readers read. */
export const Chart: Story = {
  args: { block: chart, tone: 'muted' },
  play: async ({ canvas, canvasElement }) => {
    // A phone folds the figures under the heading: opened, as a visitor would.
    openFolds(canvasElement);
    await expect(canvas.getByRole('heading', { name: chart.title })).toBeVisible();
    const data = canvas.getByRole('table', { name: chart.title });
    await expect(
      within(data)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([chart.labelHeader, chart.valueHeader]);
    const rows = within(data).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      chart.data.map((datum) => datum.label),
    );
    await expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(
      chart.data.map((datum) => datum.value.toLocaleString('en-AU')),
    );
    if (!chart.summary) throw new Error('The traffic chart needs its summary figure');
    await expect(canvas.getByText(chart.summary.value)).toBeVisible();
    await expect(canvas.getByText(chart.summary.label)).toBeVisible();
  },
};

const comparisonBars = firstBlock('comparison-bars');

/** The change column as a reader checks it: percent change, or points for a figure that is itself a rate. */
const expectedChanges: Record<string, string> = {
  'Mobile load time': '-65%',
  'Bounce rate': '-27 points',
  'Average engagement time': '+153%',
  'Pages viewed per session': '+86%',
  "Keywords on Google's first page": '+427%',
};

/** Paired bars inside a real table: each measure's row reads before, after and the change. */
export const ComparisonBars: Story = {
  args: { block: comparisonBars, tone: 'surface' },
  play: async ({ canvas, canvasElement }) => {
    // A phone folds the figures under the heading: opened, as a visitor would.
    openFolds(canvasElement);
    const data = canvas.getByRole('table', { name: comparisonBars.caption });
    await expect(canvas.getByText(comparisonBars.caption)).toBeVisible();
    await expect(
      within(data)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure', 'Before', 'After', 'Change']);
    const rows = within(data).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(comparisonBars.items.length);
    for (const [index, item] of comparisonBars.items.entries()) {
      const row = rows[index] as HTMLElement;
      await expect(within(row).getByRole('rowheader')).toHaveTextContent(
        item.lowerIsBetter ? `${item.label} (lower is better)` : item.label,
      );
      const figures = [item.before, item.after].map((value) => `${value.toLocaleString('en-AU')}${item.unit ?? ''}`);
      await expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([...figures, expectedChanges[item.label]]);
    }
    await expectFits(canvas.getByRole('region', { name: comparisonBars.caption }));
  },
};

const rankingCases = firstBlock('ranking-cases');

/** Nine case studies, each a card with the keyword's positions and its own link, named by the client. */
export const RankingCases: Story = {
  args: { block: rankingCases, tone: 'muted' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    for (const item of rankingCases.items) {
      const { client } = clientCredit(item.client);
      await expect(canvas.getByRole('heading', { level: 3, name: client })).toBeVisible();
      await expect(canvas.getByRole('link', { name: `${rankingCases.link.label} (${client})` })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
  },
};

const showcase = firstBlock('showcase');

/** The address the showcase story starts at, kept in memory: filters change it, the story's frame stays put. */
const showcaseLocation = () => memoryLocation({ path: '/portfolio', record: true });

/** The projects a filter shows, read from the content: every one for the first filter ("All"). */
const projectsShown = (categoryId: string) =>
  categoryId === showcase.categories[0]?.id
    ? showcase.items
    : showcase.items.filter((item) => item.categories.includes(categoryId));

/** A project's title: its client's name in the roster. */
const projectTitle = (item: (typeof showcase.items)[number]) => clientCredit(item.client).client;

const projectCount = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

/**
 * Filters are links to `?category=`; the router follows them in place, so the list changes and the status line
 * says what it now shows. Each project's live site opens in a new tab with no handle on this page; its case study
 * opens in place.
 */
export const Showcase: Story = {
  args: { block: showcase, tone: 'surface', page: { slug: 'portfolio', path: '/portfolio' } },
  loaders: [() => ({ location: showcaseLocation() })],
  decorators: [
    (Story, { loaded }) => {
      const location = loaded.location as ReturnType<typeof showcaseLocation>;
      return (
        <Router hook={location.hook} searchHook={location.searchHook}>
          <RouterProvider navigate={(href) => location.navigate(href)}>
            <Story />
          </RouterProvider>
        </Router>
      );
    },
  ],
  play: async ({ canvas, loaded }) => {
    const location = loaded.location as ReturnType<typeof showcaseLocation>;
    const titles = () => canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const filters = canvas.getByRole('navigation', { name: showcase.filterLabel });
    const filter = (id: string) => {
      const category = showcase.categories.find((each) => each.id === id);
      if (!category) throw new Error(`No category "${id}" in the showcase`);
      return within(filters).getByRole('link', { name: `${category.label} ${projectsShown(id).length}` });
    };
    const status = canvas.getByRole('status');

    await expect(within(filters).getAllByRole('link')).toHaveLength(showcase.categories.length);
    await expect(filter('all')).toHaveAttribute('aria-current', 'true');
    await expect(status).toHaveTextContent(`Showing all ${projectCount(showcase.items.length)}.`);
    await expect(titles()).toEqual(showcase.items.map(projectTitle));
    for (const item of showcase.items) {
      const live = canvas.getByRole('link', { name: `${item.linkLabel} ${projectTitle(item)} (opens in a new tab)` });
      await expect(live).toHaveAttribute('href', item.href);
      await expect(live).toHaveAttribute('target', '_blank');
      await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
      // Its case study is a page of this site, opened in place.
      const story = canvas.getByRole('link', { name: `${showcase.caseStudyLabel} of ${projectTitle(item)}` });
      await expect(story).toHaveAttribute('href', item.caseStudy);
      await expect(story).not.toHaveAttribute('target');
    }

    const healthcare = filter('healthcare');
    await expect(healthcare).toHaveAttribute('href', '/portfolio?category=healthcare');
    await userEvent.click(healthcare);
    await expect(location.history.at(-1)).toBe('/portfolio?category=healthcare');
    await expect(window.location.search).not.toContain('category=');
    await expect(filter('healthcare')).toHaveAttribute('aria-current', 'true');
    await expect(filter('all')).not.toHaveAttribute('aria-current');
    await expect(titles()).toEqual(projectsShown('healthcare').map(projectTitle));
    await expect(status).toHaveTextContent(
      `Showing ${projectCount(projectsShown('healthcare').length)} in Healthcare.`,
    );

    // Keyboard: Tab reaches the next filter, Enter follows it.
    const next = showcase.categories[showcase.categories.findIndex((category) => category.id === 'healthcare') + 1];
    if (!next) throw new Error('The showcase needs a category after Healthcare');
    await userEvent.tab();
    await expect(filter(next.id)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(location.history.at(-1)).toBe(`/portfolio?category=${next.id}`);
    await expect(filter(next.id)).toHaveAttribute('aria-current', 'true');
    await expect(titles()).toEqual(projectsShown(next.id).map(projectTitle));
    await expect(status).toHaveTextContent(`Showing ${projectCount(projectsShown(next.id).length)} in ${next.label}.`);
  },
};

const transformations = firstBlock('transformations');

/** Each redesign shows its old site and its new one, captioned, and what changed. */
export const Transformations: Story = {
  args: { block: transformations, tone: 'muted' },
  play: async ({ canvas }) => {
    for (const item of transformations.items) {
      const card = canvas
        .getByRole('heading', { level: 3, name: clientCredit(item.client).client })
        .closest('li') as HTMLElement;
      // Testing Library does not name a figure by its caption (browsers do), so the caption is read inside it.
      const figures = within(card).getAllByRole('figure');
      await expect(figures).toHaveLength(2);
      for (const [index, when] of (['before', 'after'] as const).entries()) {
        const figure = figures[index] as HTMLElement;
        await expect(within(figure).getByText(when === 'before' ? 'Before' : 'After')).toBeVisible();
        await expect(within(figure).getByRole('img', { name: item[when].alt })).toBeVisible();
      }
      await expect(within(card).getByText(item.category)).toBeVisible();
      const improvements = within(card).getAllByRole('listitem');
      await expect(improvements.map((improvement) => improvement.textContent)).toEqual(item.improvements);
    }
  },
};

const pricingWithAddons = firstBlock('pricing', (block) => block.addons !== undefined);

/** Monthly packages, with the smaller packs sold beside them, each named so links to it land on it. */
export const PricingWithAddons: Story = {
  args: { block: pricingWithAddons, tone: 'surface' },
  play: async ({ canvas, canvasElement }) => {
    // A phone folds the packs after the first row: opened, as a visitor would, every pack reads.
    openFolds(canvasElement);
    if (!pricingWithAddons.addons) throw new Error('The growth packages need their packs');
    await expect(canvas.getByRole('heading', { name: pricingWithAddons.addons.heading })).toBeVisible();
    const packs = [
      'SEO Booster Pack',
      'Site Speed Optimization',
      'Social Media & Ads',
      'Lead Funnel Bundle',
      'Local Growth Dominator',
    ];
    await expect(pricingWithAddons.addons.items.map((addon) => addon.name)).toEqual(packs);
    for (const pack of packs) {
      await expect(canvas.getByRole('heading', { level: 3, name: pack })).toBeVisible();
    }
  },
};

const listing = firstBlock('listing');

/** The open positions as the build lists them under the careers page. */
const positions: ListedEntry[] = [seniorWebDeveloper, digitalMarketingSpecialist, uiUxDesigner]
  .toSorted((a, b) => a.data.order - b.data.order)
  .map(({ path, data }) => ({ name: data.name, path, summary: data.summary, job: data.job }));

const employmentTypes = { FULL_TIME: 'Full-time', PART_TIME: 'Part-time', CONTRACTOR: 'Contract' } as const;

/** The other entries of a collection: each open position with its facts, and a link to its page. */
export const Listing: Story = {
  args: { block: listing, tone: 'surface', page: { slug: 'index', path: '/careers', listings: positions } },
  play: async ({ canvas }) => {
    await expect(positions).toHaveLength(3);
    for (const position of positions) {
      const { job } = position;
      if (!job) throw new Error(`${position.name} needs its job facts`);
      const card = canvas.getByRole('heading', { level: 3, name: position.name }).closest('li') as HTMLElement;
      await expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Department', 'Location', 'Type', 'Salary']);
      await expect(
        within(card)
          .getAllByRole('definition')
          .map((definition) => definition.textContent),
      ).toEqual([
        job.department,
        job.location,
        employmentTypes[job.employmentType],
        `$${job.salary.min.toLocaleString('en-AU')}-$${job.salary.max.toLocaleString('en-AU')} a year`,
      ]);
      await expect(within(card).getByText(position.summary)).toBeVisible();
      // The name's hidden part is a box of its own, so Testing Library sets it off with a space before the colon.
      const link = within(card).getByRole('link', {
        name: (name) => name.replace(' :', ':') === `${listing.linkLabel}: ${position.name}`,
      });
      await expect(link).toHaveAttribute('href', position.path);
    }
  },
};

const documentProse = firstBlock('prose', (block) => block.id === 'what-we-collect');

/** A policy's running copy, with a bulleted list between its paragraphs. */
export const DocumentProse: Story = {
  args: { block: documentProse, tone: 'surface', page: { slug: 'privacy', path: '/privacy' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: documentProse.heading })).toBeVisible();
    const bullets = documentProse.paragraphs.find((part) => typeof part !== 'string');
    if (!bullets) throw new Error('The privacy block needs a bulleted list');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(bullets.items.map(plain));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import seniorWebDeveloper from '../content/careers/senior-web-developer.yaml';
import about from '../content/company/about.yaml';
import dental from '../content/industries/dental.yaml';
import dentalWebsites from '../content/landings/dental-websites.yaml';
import terms from '../content/legal/terms.yaml';
import banksiaAlliedHealth from '../content/portfolio/banksia-allied-health.yaml';
import brolgaInvoiceFinance from '../content/portfolio/brolga-invoice-finance.yaml';
import marrookLyleJewellers from '../content/portfolio/marrook-lyle-jewellers.yaml';
import pantrybird from '../content/portfolio/pantrybird.yaml';
import pembertonOakesLawyers from '../content/portfolio/pemberton-oakes-lawyers.yaml';
import quollware from '../content/portfolio/quollware.yaml';
import tarrengowerSteelFabrication from '../content/portfolio/tarrengower-steel-fabrication.yaml';
import faq from '../content/sales/faq.yaml';
import customWebsiteDesign from '../content/services/custom-website-design.yaml';
import haptikChatbot from '../content/solutions/haptik-chatbot.yaml';
import { preloadIslands } from '../islands/island.tsx';
import { preloadArt } from './Art.tsx';
import { ContentPage } from './ContentPage.tsx';

/** One page per template, each a real entry of its collection as the site renders it. */
const meta = {
  title: 'Site templates/ContentPage',
  component: ContentPage,
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', screenshot: { phone: true, fullHeight: true } },
  // Drawings render at once, as they do on a page the server sent.
  loaders: [preloadArt],
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = { args: { entry: customWebsiteDesign } };

/** A solution under its parent: the trail runs Home, All AI Solutions, then the page. */
export const Solution: Story = {
  args: { entry: haptikChatbot },
  play: async ({ canvas, args }) => {
    const { hero, name } = args.entry.data;
    const headings = canvas.getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toHaveTextContent(hero.title);

    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(trail).getByRole('link', { name: 'All AI Solutions' })).toHaveAttribute(
      'href',
      '/ai-solutions',
    );
    // The current page is named and marked, and leads nowhere.
    const current = within(trail).getByText(name);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');

    const heroRegion = canvas.getByRole('region', { name: hero.title });
    const primary = hero.primary;
    if (!primary) throw new Error('The solution page needs a primary action');
    await expect(within(heroRegion).getByRole('link', { name: primary.label })).toHaveAttribute('href', primary.href);
  },
};

export const Industry: Story = { args: { entry: dental } };

/** A landing page keeps to its one goal: no breadcrumb trail above the hero. */
export const Landing: Story = {
  args: { entry: dentalWebsites },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.entry.data.hero.title);
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  },
};

export const About: Story = { args: { entry: about } };

/** A policy reads as one sheet: its date under the title, then a contents list of every section. */
export const Legal: Story = {
  args: { entry: terms },
  play: async ({ canvas, args }) => {
    const { hero, blocks } = args.entry.data;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title);
    const updated = canvas.getByText('December 2024');
    await expect(updated).toHaveAttribute('datetime', '2024-12');
    await expect(updated.parentElement).toHaveTextContent('Last updated December 2024');

    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    const sections = blocks.filter((block) => block.type === 'prose');
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(sections.map((block) => block.heading));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(sections.map((block) => `#${block.id}`));
    await expect(within(contents).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '#refund-policy',
    );
    // Each entry leads to a section on the page.
    for (const block of sections) {
      await expect(canvas.getByRole('region', { name: block.heading })).toHaveAttribute('id', block.id);
    }
  },
};

/** An open position: its facts under the hero, and the way to apply on the same page. */
export const Job: Story = {
  args: { entry: seniorWebDeveloper },
  // The application form renders at once, as on a page the server sent.
  loaders: [preloadIslands],
  play: async ({ canvas, args }) => {
    const { hero } = args.entry.data;
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');

    const facts = canvas.getAllByRole('term');
    await expect(facts.map((term) => term.textContent)).toEqual(['Department', 'Location', 'Type', 'Salary']);
    await expect(canvas.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Development',
      'Remote (Australia)',
      'Full-time',
      '$80,000-$120,000 a year',
    ]);

    const heroRegion = canvas.getByRole('region', { name: hero.title });
    await expect(within(heroRegion).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
    await expect(canvas.getByRole('region', { name: 'Apply for this role' })).toHaveAttribute('id', 'apply');
  },
};

/** A page that sells or answers: here the questions, in two sections. */
export const Page: Story = {
  args: { entry: faq },
  play: async ({ canvas, args }) => {
    const sections = args.entry.data.blocks.filter((block) => block.type === 'faq');
    await expect(sections.map((block) => block.heading)).toEqual(['General Questions', 'Technical Questions']);
    for (const block of sections) {
      const region = canvas.getByRole('region', { name: block.heading });
      for (const item of block.items) {
        await expect(within(region).getByRole('heading', { name: item.question })).toBeVisible();
      }
    }
  },
};

/**
 * Each portfolio project's case study: the problem, what was built, the results and the client's own words, with
 * the live site a new tab away and the demo of the client's site a link away.
 */
export const CaseStudyMarrookLyleJewellers: Story = {
  args: { entry: marrookLyleJewellers },
  play: async ({ canvas, args }) => {
    const { hero } = args.entry.data;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title);
    const heroRegion = canvas.getByRole('region', { name: hero.title });
    const live = within(heroRegion).getByRole('link', { name: /Visit the live site/ });
    await expect(live).toHaveAttribute('href', hero.secondary?.href);
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(within(heroRegion).getByRole('link', { name: 'See the demo' })).toHaveAttribute(
      'href',
      '/portfolio/marrook-lyle-jewellers/preview',
    );
  },
};
export const CaseStudyQuollware: Story = { args: { entry: quollware } };
export const CaseStudyBanksiaAlliedHealth: Story = { args: { entry: banksiaAlliedHealth } };
export const CaseStudyPembertonOakesLawyers: Story = { args: { entry: pembertonOakesLawyers } };
export const CaseStudyTarrengowerSteelFabrication: Story = { args: { entry: tarrengowerSteelFabrication } };
export const CaseStudyBrolgaInvoiceFinance: Story = { args: { entry: brolgaInvoiceFinance } };
export const CaseStudyPantrybird: Story = { args: { entry: pantrybird } };

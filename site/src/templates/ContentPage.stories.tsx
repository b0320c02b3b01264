import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import about from '../content/company/about.yaml';
import dental from '../content/industries/dental.yaml';
import dentalWebsites from '../content/landings/dental-websites.yaml';
import customWebsiteDesign from '../content/services/custom-website-design.yaml';
import haptikChatbot from '../content/solutions/haptik-chatbot.yaml';
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

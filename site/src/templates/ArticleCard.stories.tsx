import { articleCards } from 'virtual:article-cards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '@tallowood/design-system';
import { expect, fn, userEvent } from 'storybook/test';
import { preloadArt } from './Art.tsx';
import { ArticleCard, ArticleGrid } from './ArticleCard.tsx';

const navigate = fn();

/** Real articles, newest first, as the blog lists them. */
const [newest, second, third] = articleCards;
if (!newest || !second || !third) throw new Error('The blog needs three articles');

const meta = {
  title: 'Site templates/ArticleCard',
  component: ArticleCard,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 380 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: { screenshot: { phone: true } },
  loaders: [preloadArt],
  args: { article: newest },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category, title (the link; its target covers the card), excerpt, date and reading time. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const { article } = args;
    const link = canvas.getByRole('link', { name: article.title });
    await expect(link).toHaveAttribute('href', article.path);
    await expect(canvas.getByRole('heading', { level: 3, name: article.title })).toBeVisible();
    await expect(canvas.getByText(article.excerpt)).toBeVisible();
    await expect(canvas.getByText(`${article.minutes} min read`, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('article').querySelector('time')).toHaveAttribute('datetime', article.published);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith(article.path, undefined);
  },
};

/** As a list: one item per article, each its own card, by keyboard in reading order. */
export const Grid: Story = {
  decorators: [(Story) => <div style={{ width: 1100, maxWidth: 'none' }}>{Story()}</div>],
  render: () => <ArticleGrid articles={[newest, second, third]} />,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: newest.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: second.title })).toHaveFocus();
  },
};

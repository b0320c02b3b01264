import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layout, mobileQuery } from '../../constants.ts';
import heroImage from './fixtures/hero-dashboard.png';
import beforeImage from './fixtures/site-before.png';
import { Image } from './Image.tsx';
import { imageSrcSet, mobileImageUrl } from './imageUrl.ts';

const meta = {
  title: 'Marketing blocks/Image',
  component: Image,
  args: { src: beforeImage, alt: 'The old Bayside Family Dental home page', width: 480, height: 270 },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'The old Bayside Family Dental home page' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '270');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(image.closest('picture')).toBeNull();
  },
};

export const Priority: Story = {
  args: { src: heroImage, alt: "Dashboard of a client's website traffic", width: 640, height: 400, priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

const cdnAddress = 'https://images.example.com/team-workshop.jpg?auto=format&fit=crop&w=1200&q=80';

/**
 * An image-CDN address gets a `<picture>` whose phone source asks for width 400, quality 60, WebP.
 * The story renders a local file flagged `cdn` and prints what a real CDN address would become.
 */
export const CdnOnPhones: Story = {
  args: { cdn: true },
  parameters: { screenshot: { phone: true } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Image {...args} />
      <p>
        <strong>Phone source for</strong> <code style={{ wordBreak: 'break-all' }}>{cdnAddress}</code>
      </p>
      <code data-testid="mobile-url" style={{ wordBreak: 'break-all' }}>
        {mobileImageUrl(cdnAddress)}
      </code>
      <p>
        <strong>imageSrcSet(…, [400, 800, 1200])</strong>
      </p>
      <code data-testid="srcset" style={{ wordBreak: 'break-all' }}>
        {imageSrcSet(cdnAddress, [400, 800, 1200])}
      </code>
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const source = canvasElement.querySelector('picture > source') as HTMLSourceElement;
    await expect(source).toHaveAttribute('media', mobileQuery);
    await expect(source).toHaveAttribute('type', 'image/webp');
    const mobile = new URL(source.srcset, window.location.href);
    await expect(mobile.searchParams.get('w')).toBe(String(layout.mobileImageWidth));
    await expect(mobile.searchParams.get('q')).toBe(String(layout.mobileImageQuality));
    await expect(mobile.searchParams.get('fm')).toBe('webp');
    await expect(canvas.getByTestId('mobile-url')).toHaveTextContent(
      'https://images.example.com/team-workshop.jpg?auto=format&fit=crop&w=400&q=60&fm=webp',
    );
    await expect(canvas.getByTestId('srcset').textContent).toContain('&w=800&q=80 800w');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CtaBlock, ctaBlockVariants } from './CtaBlock.tsx';

// Stands in for the site's router: records where a link would go instead of leaving the story.
const navigate = fn();

const meta = {
  title: 'Marketing blocks/CtaBlock',
  component: CtaBlock,
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  argTypes: { variant: { control: 'inline-radio', options: ctaBlockVariants } },
  args: {
    title: 'Ready to Turn Your Website Into a Client Machine?',
    subtitle: 'Launch in 48 hours with a money-back guarantee if we are late.',
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  beforeEach: () => {
    navigate.mockClear();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof CtaBlock>;

export default meta;

function isInView(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  // One pixel of slack for sub-pixel layout at the end of the page.
  return box.top >= -1 && box.bottom <= window.innerHeight + 1;
}
type Story = StoryObj<typeof meta>;

/** No `contact-section` on the page: the primary button is a plain link to `/#contact-section`. */
export const Gradient: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ready to Turn Your Website Into a Client Machine?',
    );
    const primary = canvas.getByRole('link', { name: 'Start My Transformation' });
    await expect(primary).toHaveAttribute('href', '/#contact-section');
    await expect(canvas.getByRole('link', { name: 'Book Strategy Session' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
    await userEvent.click(primary);
    await expect(navigate).toHaveBeenCalledWith('/#contact-section', undefined);
  },
};

export const Dark: Story = {
  args: {
    variant: 'dark',
    title: 'Still Have Questions?',
    subtitle: 'Talk to a real person — we usually reply within 15 minutes in business hours.',
    primaryLabel: 'Contact Us',
    primaryHref: '/contact-page',
    secondaryLabel: 'Book Consultation',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-page');
  },
};

export const WithPricingPanel: Story = {
  args: {
    pricingPanel: {
      title: 'Free 30-minute strategy call',
      body: 'Most clients invest $1,800-$2,500. We will tell you honestly what you need — and what you do not.',
      points: ['No obligation', 'A clear quote within 24 hours', 'Hosting included for the first year'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free 30-minute strategy call')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** With the contact section on the page, the primary button scrolls there and moves focus instead of navigating. */
export const ScrollsToContactSection: Story = {
  render: (args) => (
    <>
      <CtaBlock {...args} />
      <div style={{ height: 900 }} />
      <section id="contact-section" aria-label="Contact form" style={{ padding: 32 }}>
        <p>The contact form sits here.</p>
      </section>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const target = canvasElement.querySelector('#contact-section') as HTMLElement;
    await expect(isInView(target)).toBe(false);
    const primary = canvas.getByRole('link', { name: 'Start My Transformation' });
    await userEvent.click(primary);
    await waitFor(() => expect(target).toHaveFocus());
    await waitFor(() => expect(isInView(target)).toBe(true));
    await expect(navigate).not.toHaveBeenCalled();
    await expect(primary).toHaveAttribute('href', '/#contact-section');
    // Focus lands on the section without adding it to the tab order.
    await expect(target).toHaveAttribute('tabindex', '-1');
  },
};

export const KeyboardScrollsToContactSection: Story = {
  render: ScrollsToContactSection.render,
  play: async ({ canvas, canvasElement }) => {
    const target = canvasElement.querySelector('#contact-section') as HTMLElement;
    const primary = canvas.getByRole('link', { name: 'Start My Transformation' });
    await expect(isInView(target)).toBe(false);
    primary.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(target).toHaveFocus());
    await waitFor(() => expect(isInView(target)).toBe(true));
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** `primaryTargetId` points the button at another section, e.g. the home page's form anchor. */
export const CustomTarget: Story = {
  args: { primaryTargetId: 'contact-form-section', primaryHref: '/#contact-form-section' },
  render: (args) => (
    <>
      <CtaBlock {...args} />
      <div style={{ height: 900 }} />
      <section id="contact-form-section" aria-label="Contact form" style={{ padding: 32 }}>
        <p>The home page form.</p>
      </section>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const target = canvasElement.querySelector('#contact-form-section') as HTMLElement;
    await userEvent.click(canvas.getByRole('link', { name: 'Start My Transformation' }));
    await waitFor(() => expect(target).toHaveFocus());
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Users who ask for less motion get an instant jump instead of a smooth scroll. */
export const ReducedMotionJumps: Story = {
  render: ScrollsToContactSection.render,
  play: async ({ canvas, canvasElement }) => {
    const target = canvasElement.querySelector('#contact-section') as HTMLElement;
    const realMatchMedia = window.matchMedia;
    const realScrollIntoView = target.scrollIntoView;
    const behaviours: Array<ScrollBehavior | undefined> = [];
    window.matchMedia = (query: string) =>
      ({
        ...realMatchMedia.call(window, query),
        matches: query === '(prefers-reduced-motion: reduce)',
      }) as MediaQueryList;
    target.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
      if (typeof options === 'object') behaviours.push(options.behavior);
      realScrollIntoView.call(target, options);
    };
    try {
      await userEvent.click(canvas.getByRole('link', { name: 'Start My Transformation' }));
      await expect(behaviours).toEqual(['instant']);
      // Instant: already in view on the next check, no waiting for an animation.
      await expect(isInView(target)).toBe(true);
      await expect(target).toHaveFocus();
    } finally {
      window.matchMedia = realMatchMedia;
      target.scrollIntoView = realScrollIntoView;
    }
  },
};

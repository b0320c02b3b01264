import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter.tsx';

const navigate = fn();

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: {
    brand: (
      <>
        <strong style={{ fontSize: '1.25rem' }}>Tallowood Digital</strong>
        <p>Websites that turn visitors into clients, launched in 48 hours. 300+ websites delivered.</p>
      </>
    ),
    contact: (
      <address style={{ fontStyle: 'normal' }}>
        Melbourne VIC, Australia
        <br />
        Mon-Fri 9AM-6PM AEST
      </address>
    ),
    columns: [
      {
        title: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Portfolio', href: '/portfolio' },
          { label: 'Pricing', href: '/pricing' },
          {
            label: 'Get a Custom Quote',
            href: '/contact?utm_source=footer&utm_medium=cta&utm_campaign=custom_quote',
          },
        ],
      },
      {
        title: 'Growth Packages',
        links: [
          { label: 'SEO Booster Pack', href: '/pricing#growth-packages' },
          { label: 'Site Speed Optimization', href: '/pricing#growth-packages' },
          { label: 'Lead Funnel Bundle', href: '/pricing#growth-packages' },
        ],
      },
      {
        title: 'Services',
        links: [
          { label: 'Custom Website Design', href: '/services/custom-website-design' },
          { label: 'SEO Services', href: '/services/seo-services' },
        ],
      },
    ],
    copyright: '© 2026 Tallowood Digital. All rights reserved.',
    legalLinks: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Unsubscribe', href: '/unsubscribe' },
    ],
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const columns = within(footer).getByRole('navigation', { name: 'Footer' });
    await expect(
      within(columns)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Growth Packages', 'Services']);
    await expect(within(columns).getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute(
      'href',
      '/contact?utm_source=footer&utm_medium=cta&utm_campaign=custom_quote',
    );
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy', '/terms', '/unsubscribe']);
    await expect(within(footer).getByText(/© 2026 Tallowood Digital/)).toBeVisible();
    await userEvent.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    await expect(navigate).toHaveBeenCalledWith('/privacy', undefined);
  },
};

export const WithoutLegalLinks: Story = {
  args: { legalLinks: [], brand: undefined, contact: undefined, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Legal' })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

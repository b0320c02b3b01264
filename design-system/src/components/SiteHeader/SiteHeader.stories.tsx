import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { timing } from '../../constants.ts';
import { PhoneIcon, WhatsAppIcon } from '../../icons/icons.tsx';
import { vars } from '../../themes/contract.css.ts';
import { ClockProvider, createManualClock } from '../../utils/clock.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { type NavMenu, SiteHeader } from './SiteHeader.tsx';

const clock = createManualClock();
const navigate = fn();

const menus: NavMenu[] = [
  {
    label: 'Services',
    items: [
      { label: 'Custom Website Design', href: '/services/custom-website-design', description: 'Built for leads' },
      { label: 'Branding Agency', href: '/services/branding-agency', description: 'Look the part' },
      { label: 'Logo Design', href: '/services/logo-design' },
      { label: 'Shopify Development', href: '/services/shopify-development' },
      { label: 'WordPress Development', href: '/services/wordpress-development' },
      { label: 'SEO Services', href: '/services/seo-services', description: 'Get found locally' },
    ],
  },
  {
    label: 'AI Solutions',
    items: [
      { label: 'Haptik Chatbot', href: '/haptik-chatbot' },
      { label: 'WhatsApp API', href: '/whatsapp-api' },
      { label: 'AI Solutions', href: '/ai-solutions' },
      { label: 'Request a Demo', href: '/request-demo' },
    ],
  },
  {
    label: 'Industries',
    items: [
      { label: 'Construction', href: '/industries/construction' },
      { label: 'Dental', href: '/industries/dental' },
      { label: 'Plumbing', href: '/industries/plumbing' },
      { label: 'Restaurants', href: '/industries/restaurants' },
    ],
  },
];

/** Wraps each story: a router that records navigation, the manual clock, and page content below the header. */
const withPage: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <ClockProvider clock={clock}>
      <div style={{ minHeight: 520 }}>
        <Story />
        <div style={{ padding: 24 }}>
          <button type="button">Page content</button>
        </div>
      </div>
    </ClockProvider>
  </RouterProvider>
);

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <span style={{ fontWeight: 800, fontSize: '1.125rem', color: vars.color.text }}>Tallowood Digital</span>,
    links: [
      { label: 'Home', href: '/' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Before & After', href: '/before-after' },
      { label: 'Digital Trends', href: '/digital-trends' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'About', href: '/about' },
    ],
    menus,
    actions: (
      <>
        <LinkButton href="https://wa.me/61400000000" variant="ghost" size="sm" aria-label="WhatsApp us">
          <WhatsAppIcon />
        </LinkButton>
        <LinkButton href="tel:+61390000000" variant="ghost" size="sm" aria-label="Call us">
          <PhoneIcon />
        </LinkButton>
      </>
    ),
    cta: { label: 'Get Free Strategy Plan', href: '/book-consultation' },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .concat(within(nav).getAllByRole('button'))
      .map((element) => element.textContent);
    await expect(names).toEqual(
      expect.arrayContaining(['Home', 'Services', 'AI Solutions', 'Industries', 'Portfolio', 'About']),
    );
    await expect(canvas.getByRole('link', { name: 'Tallowood Digital' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Get Free Strategy Plan' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(112);
  },
};

export const HoverOpensThenClosesAfterDelay: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await expect(panel).toBeVisible();
    await expect(within(panel as HTMLElement).getByRole('link', { name: /SEO Services/ })).toBeVisible();

    await userEvent.unhover(trigger);
    clock.advance(timing.menuCloseDelay - 1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(panel).not.toBeVisible();
  },
};

export const ReenterCancelsClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Industries' });
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    clock.advance(timing.menuCloseDelay - 100);
    const panelLink = canvas.getByRole('link', { name: 'Dental' });
    await userEvent.hover(panelLink);
    clock.advance(timing.menuCloseDelay * 2);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panelLink).toBeVisible();

    await userEvent.unhover(panelLink);
    clock.advance(timing.menuCloseDelay);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const HoverMovesBetweenMenus: Story = {
  play: async ({ canvas }) => {
    const services = canvas.getByRole('button', { name: 'Services' });
    const ai = canvas.getByRole('button', { name: 'AI Solutions' });
    await userEvent.hover(services);
    await userEvent.unhover(services);
    await userEvent.hover(ai);
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    clock.advance(timing.menuCloseDelay);
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(ai);
    clock.advance(timing.menuCloseDelay);
    await waitFor(() => expect(ai).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const KeyboardDisclosure: Story = {
  play: async ({ canvas }) => {
    const services = canvas.getByRole('button', { name: 'Services' });
    const ai = canvas.getByRole('button', { name: 'AI Solutions' });
    await expect(services).toHaveAttribute('aria-controls');
    services.focus();
    await userEvent.keyboard('{Enter}');
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Custom Website Design/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Branding Agency/ })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // Opening one dropdown closes the others.
    await userEvent.keyboard('{Enter}');
    ai.focus();
    await userEvent.keyboard('{Enter}');
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // Focus leaving the header closes it.
    canvas.getByRole('button', { name: 'Page content' }).focus();
    await waitFor(() => expect(ai).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const PanelLinkNavigates: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'AI Solutions' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'WhatsApp API' }));
    await expect(navigate).toHaveBeenCalledWith('/whatsapp-api', undefined);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MenuOpen: Story = {
  args: { defaultOpenMenu: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Logo Design/ })).toBeVisible();
  },
};

export const CurrentPage: Story = {
  args: { currentHref: '/pricing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  },
};

export const Mobile: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Portfolio' })).toBeNull();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);

    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(hamburger).toHaveAccessibleName('Close menu');
    await expect(canvas.getByRole('link', { name: 'Portfolio' })).toBeVisible();

    const services = canvas.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Logo Design' })).toBeNull();
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Logo Design' })).toBeVisible();
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveAccessibleName('Open menu');
    await expect(canvas.queryByRole('link', { name: 'Portfolio' })).toBeNull();
  },
};

/** From 768 px to just under 1024 px every entry does not fit one row: the bar keeps the call to action, the menu the links. */
export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByRole('link', { name: 'Get Free Strategy Plan' })).toBeVisible();
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    // Every control of the bar lies whole inside the window, none over another.
    const boxes = [...within(banner).getAllByRole('link'), hamburger].map((control) => control.getBoundingClientRect());
    for (const [index, box] of boxes.entries()) {
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      const next = boxes[index + 1];
      if (next) await expect(next.left).toBeGreaterThanOrEqual(box.right);
    }

    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Industries' })).toBeVisible();
  },
};

export const MobileLinkClosesMenu: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    await userEvent.click(canvas.getByRole('button', { name: 'Industries' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Plumbing' }));
    await expect(navigate).toHaveBeenCalledWith('/industries/plumbing', undefined);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Plumbing' })).toBeNull();

    await userEvent.click(hamburger);
    await userEvent.keyboard('{Tab}{Escape}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveFocus();
  },
};

export const MobileMenuOpen: Story = {
  globals: phone,
  args: { defaultMobileOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Get Free Strategy Plan' })).toBeVisible();
  },
};

export const MobileMenuExtras: Story = {
  globals: phone,
  args: {
    defaultMobileOpen: true,
    mobileMenuExtras: <p>Controls that do not fit the bar</p>,
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('button', { name: 'Close menu' }).getAttribute('popovertarget') ?? '';
    const extras = canvas.getByText('Controls that do not fit the bar');
    await expect(extras.closest(`#${CSS.escape(panel)}`)).not.toBeNull();
  },
};

import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { type ControlUnderTest, contrastFailures, measureControls } from '../../../.storybook/contrast-harness.ts';
import { Accordion } from '../components/Accordion/Accordion.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs.tsx';
import { Button, buttonVariants } from '../components/Button/Button.tsx';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { ErrorSummary } from '../components/ErrorSummary/ErrorSummary.tsx';
import { FilterLinks } from '../components/FilterLinks/FilterLinks.tsx';
import { FilterTabs } from '../components/FilterTabs/FilterTabs.tsx';
import { FloatingActions } from '../components/FloatingActions/FloatingActions.tsx';
import { IconButton, iconButtonVariants } from '../components/IconButton/IconButton.tsx';
import { LinkButton } from '../components/LinkButton/LinkButton.tsx';
import { NativeSelect } from '../components/NativeSelect/NativeSelect.tsx';
import { PromoBanner } from '../components/PromoBanner/PromoBanner.tsx';
import { Radio, RadioGroup } from '../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../components/Select/Select.tsx';
import { SiteFooter } from '../components/SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../components/SiteHeader/SiteHeader.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import { TextLink } from '../components/TextLink/TextLink.tsx';
import { ThemeToggle } from '../components/ThemeToggle/ThemeToggle.tsx';
import { ToastRegion } from '../components/Toast/Toast.tsx';
import { createToastQueue, toast } from '../components/Toast/toastQueue.ts';
import { CloseIcon } from '../icons/icons.tsx';
import { darkThemeClass } from '../themes/dark.css.ts';

/**
 * Every interactive control of the kit, checked for WCAG 2.2 AA contrast in each state (rest, hover, keyboard focus,
 * press) and in both themes: see `.storybook/contrast-harness.ts`. axe checks only the resting page. Selected and
 * current items are rendered as such, so their hover is measured too. Disabled controls are not listed: WCAG exempts
 * inactive components from contrast.
 */
const meta = {
  title: 'Accessibility/Control contrast',
  render: (_args, { globals }) => <Gallery theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = [
  { id: 'all', label: 'All', count: 7, href: '#all' },
  { id: 'ecommerce', label: 'E-commerce', count: 2, href: '#ecommerce' },
  { id: 'healthcare', label: 'Healthcare', count: 1, href: '#healthcare' },
];
const options = [
  { id: 'small', label: 'Under $5,000' },
  { id: 'large', label: '$5,000 or more' },
];

const toastVariants = ['default', 'success', 'destructive'] as const;

function Gallery({ theme }: { theme: 'light' | 'dark' }) {
  // One toast of each colour, kept until dismissed, for their close buttons.
  const [toasts] = useState(() => {
    const queue = createToastQueue();
    for (const variant of toastVariants) toast({ title: `Toast ${variant}`, variant, timeout: 0 }, queue);
    return queue;
  });
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <PromoBanner link={{ label: 'See the offer', href: '#offer' }}>Free audits this month.</PromoBanner>
      <SiteHeader
        logo="Tallowood Digital"
        links={[
          { label: 'Home', href: '#home' },
          { label: 'Pricing', href: '#pricing' },
          { label: 'About us', href: '#about' },
        ]}
        menus={[{ label: 'Services', items: [{ label: 'SEO', href: '#seo' }] }]}
        cta={{ label: 'Get a plan', href: '#plan' }}
        currentHref="#pricing"
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {`Button ${variant}`}
          </Button>
        ))}
        {buttonVariants.map((variant) => (
          <LinkButton key={variant} variant={variant} href="#link-button">
            {`Link ${variant}`}
          </LinkButton>
        ))}
        {iconButtonVariants.map((variant) => (
          <IconButton key={variant} variant={variant} label={`Close ${variant}`}>
            <CloseIcon />
          </IconButton>
        ))}
      </div>
      <p>
        Read the <TextLink href="#guide">pricing guide</TextLink> first.
      </p>
      <Breadcrumbs
        items={[
          { id: 'home', label: 'Home', href: '#home' },
          { id: 'portfolio', label: 'Portfolio', href: '#portfolio' },
          { id: 'here', label: 'Case study' },
        ]}
      />
      <FilterTabs aria-label="Filter articles" items={categories} defaultSelectedKey="ecommerce" />
      <FilterLinks aria-label="Filter projects" items={categories} currentId="ecommerce" />
      {/* Set to the story's theme, so the toggle keeps the page in it. */}
      <ThemeToggle storageKey="storybook:control-contrast" defaultTheme={theme} />
      <ErrorSummary errors={[{ fieldId: 'budget', message: 'Choose a budget' }]} />
      <TextField label="Business name" defaultValue="Hollis Dental" />
      <Select label="Budget" items={options} defaultSelectedKey="small" />
      <NativeSelect label="Budget range" items={options} defaultValue="large" />
      <Checkbox>Send me the newsletter</Checkbox>
      <Checkbox defaultSelected>Call me back</Checkbox>
      <RadioGroup label="Preferred contact" defaultValue="phone">
        <Radio value="phone">Phone</Radio>
        <Radio value="email">E-mail</Radio>
      </RadioGroup>
      <Accordion
        headingLevel={2}
        items={[{ id: 'cost', title: 'What does a website cost?', content: 'It depends on the pages.' }]}
      />
      <FloatingActions
        isVisible
        primary={{ label: 'Get a quote', targetId: 'quote', fallbackHref: '#quote' }}
        secondary={{ label: 'Book a call', href: '#call' }}
      />
      <ToastRegion queue={toasts} />
      <SiteFooter
        columns={[{ title: 'Company', links: [{ label: 'Careers', href: '#careers' }] }]}
        copyright="© Tallowood Digital"
        legalLinks={[{ label: 'Privacy', href: '#privacy' }]}
      />
    </div>
  );
}

/** A RAC control whose state attributes sit on the element that holds `text` (checkbox and radio rows). */
function row(canvas: StoryContext['canvas'], name: string, text: string, mark: string): ControlUnderTest {
  const label = canvas.getByText(text);
  // RAC's element for the row, which carries its state attributes.
  const element = label.closest<HTMLElement>('[data-rac]') ?? label;
  const box = element.querySelector<HTMLElement>(mark);
  if (!box) throw new Error(`${name}: no ${mark}`);
  return { name, element, boundary: box, ring: box };
}

function controlsIn(canvas: StoryContext['canvas']): ControlUnderTest[] {
  const byRole = (role: string, name: string | RegExp) => canvas.getByRole(role, { name });
  const themeToggle = canvas.getByLabelText('Colour theme');
  const themeOption = (name: string) => themeToggle.querySelector<HTMLElement>(`[data-theme-choice="${name}"]`);
  const lightOption = themeOption('light');
  const darkOption = themeOption('dark');
  if (!lightOption || !darkOption) throw new Error('ThemeToggle: options not found');
  return [
    ...buttonVariants.map((variant) => ({ name: `Button ${variant}`, element: byRole('button', `Button ${variant}`) })),
    ...buttonVariants.map((variant) => ({ name: `LinkButton ${variant}`, element: byRole('link', `Link ${variant}`) })),
    ...iconButtonVariants.map((variant) => ({
      name: `IconButton ${variant}`,
      element: byRole('button', `Close ${variant}`),
    })),
    { name: 'TextLink', element: byRole('link', 'pricing guide') },
    { name: 'Breadcrumbs link', element: byRole('link', 'Portfolio') },
    { name: 'FilterTabs chip', element: byRole('radio', 'All 7') },
    // A selected chip's fill is what tells it apart from the others: a state that must reach 3:1 too.
    { name: 'FilterTabs selected chip', ...filled(byRole('radio', 'E-commerce 2')) },
    { name: 'FilterLinks chip', element: byRole('link', 'All 7') },
    { name: 'FilterLinks current chip', ...filled(byRole('link', 'E-commerce 2')) },
    { name: 'ThemeToggle option', element: lightOption.dataset.selected ? darkOption : lightOption },
    {
      name: 'ThemeToggle selected option',
      ...filled(lightOption.dataset.selected ? lightOption : darkOption),
    },
    { name: 'TextField', ...filled(byRole('textbox', 'Business name')) },
    { name: 'Select trigger', ...filled(byRole('button', /Budget/)) },
    { name: 'NativeSelect', ...filled(byRole('combobox', 'Budget range')) },
    row(canvas, 'Checkbox', 'Send me the newsletter', '[aria-hidden="true"]'),
    row(canvas, 'Checkbox checked', 'Call me back', '[aria-hidden="true"]'),
    row(canvas, 'Radio', 'E-mail', '[aria-hidden="true"]'),
    row(canvas, 'Radio selected', 'Phone', '[aria-hidden="true"]'),
    {
      name: 'Accordion trigger',
      element: canvas.getByText('What does a website cost?').closest('summary') as HTMLElement,
    },
    { name: 'SiteHeader link', element: byRole('link', 'About us') },
    { name: 'SiteHeader current link', element: byRole('link', 'Pricing') },
    { name: 'SiteHeader menu trigger', element: byRole('button', 'Services') },
    { name: 'SiteHeader call to action', element: byRole('link', 'Get a plan') },
    { name: 'FloatingActions primary', element: byRole('link', 'Get a quote') },
    { name: 'FloatingActions secondary', element: byRole('link', 'Book a call') },
    { name: 'SiteFooter link', element: byRole('link', 'Careers') },
    { name: 'PromoBanner link', element: byRole('link', 'See the offer') },
    { name: 'ErrorSummary link', element: byRole('link', 'Choose a budget') },
    ...toastVariants.map((variant) => ({ name: `Toast ${variant} close`, element: toastClose(variant) })),
    { name: 'SiteFooter legal link', element: byRole('link', 'Privacy') },
  ];
}

/** The close button of the toast titled for `variant`; toasts render in a region outside the story's canvas. */
function toastClose(variant: string): HTMLElement {
  const item = Array.from(document.querySelectorAll<HTMLElement>('[data-toast-key]')).find((element) =>
    element.textContent?.includes(`Toast ${variant}`),
  );
  const close = item?.querySelector<HTMLElement>('button');
  if (!close) throw new Error(`No close button on the ${variant} toast`);
  return close;
}

/** A control whose own edge (border or fill) must show against the surround. */
function filled(element: HTMLElement) {
  return { element, boundary: element };
}

async function checkContrast({ canvas, globals }: StoryContext) {
  const theme = globals.theme === 'dark' ? 'dark' : 'light';
  // The theme under test is the one drawn: a check of the light theme twice would pass unseen.
  await expect(document.documentElement.classList.contains(darkThemeClass)).toBe(theme === 'dark');
  const controls = controlsIn(canvas);
  const readings = measureControls(controls);
  // The case is measured: the current filter chip while hovered.
  await expect(
    readings.some((reading) => reading.control === 'FilterLinks current chip' && reading.state === 'hover'),
  ).toBe(true);
  await expect(contrastFailures(readings, theme)).toEqual([]);
}

export const Light: Story = {
  globals: { theme: 'light' },
  play: checkContrast,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: checkContrast,
};

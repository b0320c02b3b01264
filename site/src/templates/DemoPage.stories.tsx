import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientBrands } from '@tallowood/design-system/client-brands';
import { expect, within } from 'storybook/test';
import { demo as banksiaAlliedHealth } from '../content/demos/banksia-allied-health.ts';
import { demo as brolgaInvoiceFinance } from '../content/demos/brolga-invoice-finance.ts';
import { demo as marrookLyleJewellers } from '../content/demos/marrook-lyle-jewellers.ts';
import { demo as pantrybird } from '../content/demos/pantrybird.ts';
import { demo as pembertonOakesLawyers } from '../content/demos/pemberton-oakes-lawyers.ts';
import { demo as quollware } from '../content/demos/quollware.ts';
import { demo as tarrengowerSteelFabrication } from '../content/demos/tarrengower-steel-fabrication.ts';
import { DemoLayout } from '../layout/DemoLayout.tsx';
import { DemoPage } from './DemoPage.tsx';

/** Each portfolio client's demo in its own brand, in its frame, as `/portfolio/<project>/preview` renders it. */
const meta = {
  title: 'Site templates/DemoPage',
  component: DemoPage,
  decorators: [
    (Story) => (
      <DemoLayout>
        <Story />
      </DemoLayout>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', screenshot: { phone: true, fullHeight: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const { demo } = args;
    const brand = clientBrands[demo.project];
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The page says it is a demo, leads back to its case study and out to the live site in a new tab.
    const frame = canvas.getByRole('complementary', { name: 'About this demo' });
    const menu = canvas.getByRole('navigation', { name: /\(demo\)$/ });
    await expect(within(frame).getByRole('link', { name: 'Back to the case study' })).toHaveAttribute(
      'href',
      `/portfolio/${demo.project}`,
    );
    await expect(within(frame).getByRole('link', { name: /Visit the live site/ })).toHaveAttribute('target', '_blank');
    // Its colours can be switched there, so the brand's dark palette is a press away.
    await expect(await within(frame).findByRole('radio', { name: 'Dark' })).toBeVisible();
    // The client's site stands as its own: its header, its main content, its footer.
    await expect(canvas.getByRole('banner')).toContainElement(menu);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // Every menu link and the hero's buttons lead to a band of this page.
    for (const link of within(menu).getAllByRole('link')) {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      await expect(canvasElement.ownerDocument.getElementById(id)).not.toBeNull();
    }
    // The agency's bar is in the platform's face, so the page fetches no face but the brand's.
    await expect(getComputedStyle(frame).fontFamily).toMatch(/^system-ui/);
    // The brand's faces draw the headings and the text, once loaded.
    await canvasElement.ownerDocument.fonts.ready;
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontFamily).toMatch(new RegExp(`^"?${brand.fonts.display.family}`));
    await expect(
      canvasElement.ownerDocument.fonts.check(`${brand.fonts.display.weights[0]} 1rem "${brand.fonts.display.family}"`),
    ).toBe(true);
    await expect(getComputedStyle(canvas.getByText(demo.visit.body)).fontFamily).toMatch(
      new RegExp(`^"?${brand.fonts.body.family}`),
    );
  },
} satisfies Meta<typeof DemoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MarrookLyleJewellers: Story = { args: { demo: marrookLyleJewellers } };
export const Quollware: Story = { args: { demo: quollware } };
export const BanksiaAlliedHealth: Story = { args: { demo: banksiaAlliedHealth } };
export const PembertonOakesLawyers: Story = { args: { demo: pembertonOakesLawyers } };
export const TarrengowerSteelFabrication: Story = { args: { demo: tarrengowerSteelFabrication } };
export const BrolgaInvoiceFinance: Story = { args: { demo: brolgaInvoiceFinance } };
export const Pantrybird: Story = { args: { demo: pantrybird } };

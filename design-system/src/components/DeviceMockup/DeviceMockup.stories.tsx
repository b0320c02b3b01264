import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { deviceMockupDevices, deviceMockupLayouts, illustrationPalettes } from '../../themes/illustration.ts';
import { DeviceMockup, deviceMockupVariants } from './DeviceMockup.tsx';

const [indigo, violet, teal, amber, rose, sky] = illustrationPalettes;

/** The mock-ups are fluid, so a frame decides their size: hero-media width unless a story sets `frame`. */
const column: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: (parameters.frame as number | undefined) ?? 640 }}>
    <Story />
  </div>
);

const caption = { margin: `${vars.space['2']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted };

const meta = {
  title: 'Imagery/DeviceMockup',
  component: DeviceMockup,
  decorators: [column],
  argTypes: {
    device: { control: 'select', options: deviceMockupDevices },
    layout: { control: 'select', options: deviceMockupLayouts },
    palette: { control: 'select', options: illustrationPalettes },
    variant: { control: 'inline-radio', options: deviceMockupVariants },
  },
} satisfies Meta<typeof DeviceMockup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rendered picture keeps the viewBox's aspect ratio (nothing shifts when it paints). */
async function expectViewBoxRatio(svg: SVGSVGElement) {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const box = svg.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.height).toBeCloseTo((box.width * height) / width, 0);
}

// Devices

export const Laptop: Story = { args: { device: 'laptop' } };
export const Phone: Story = {
  args: { device: 'phone' },
  parameters: { frame: 240 },
};
export const Browser: Story = { args: { device: 'browser' } };
export const LaptopAndPhone: Story = { args: { device: 'laptop-phone' } };

// Layouts, each on a laptop with its mobile version on the phone

export const Landing: Story = { args: { device: 'laptop-phone', layout: 'landing' } };
export const Shop: Story = { args: { device: 'laptop-phone', layout: 'shop', palette: rose } };
export const Blog: Story = { args: { device: 'laptop-phone', layout: 'blog', palette: amber } };
export const Dashboard: Story = { args: { device: 'laptop-phone', layout: 'dashboard', palette: sky } };
export const Booking: Story = { args: { device: 'laptop-phone', layout: 'booking', palette: teal } };
export const Chat: Story = { args: { device: 'laptop-phone', layout: 'chat', palette: teal } };
export const Portfolio: Story = { args: { device: 'laptop-phone', layout: 'portfolio', palette: violet } };
export const Brand: Story = { args: { device: 'laptop-phone', layout: 'brand', palette: rose } };
export const Quote: Story = { args: { device: 'laptop-phone', layout: 'quote', palette: sky } };
export const Listings: Story = { args: { device: 'laptop-phone', layout: 'listings', palette: violet } };
export const Menu: Story = { args: { device: 'laptop-phone', layout: 'menu', palette: amber } };
export const Results: Story = { args: { device: 'laptop-phone', layout: 'results', palette: teal } };

// Before and after

/** The "before" of a redesign: a fixed-width, grey page with tiny text and no hierarchy. */
export const Dated: Story = { args: { variant: 'dated', layout: 'shop' } };

/** On a phone, a dated site is its desktop page zoomed out. */
export const DatedOnPhone: Story = { args: { device: 'laptop-phone', variant: 'dated', layout: 'landing' } };

export const BeforeAndAfter: Story = {
  args: { layout: 'booking', palette: teal },
  parameters: { frame: 960 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space['6'] }}>
      {(['dated', 'modern'] as const).map((variant) => (
        <figure key={variant} style={{ margin: 0 }}>
          <DeviceMockup {...args} variant={variant} />
          <figcaption style={caption}>{variant === 'dated' ? 'Before' : 'After'}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

// Palettes

export const Palettes: Story = {
  args: { device: 'browser' },
  parameters: { frame: 1040 },
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: vars.space['6'] }}
    >
      {illustrationPalettes.map((palette, i) => (
        <figure key={palette} style={{ margin: 0 }}>
          <DeviceMockup {...args} palette={palette} layout={deviceMockupLayouts[i]} />
          <figcaption style={caption}>{palette}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

// Text alternative

/** With a `label`, the picture is an image named by it. */
export const Labelled: Story = {
  args: {
    device: 'laptop-phone',
    layout: 'booking',
    palette: indigo,
    label: 'A booking website on a laptop and a phone, with a calendar and free appointment times',
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', {
      name: 'A booking website on a laptop and a phone, with a calendar and free appointment times',
    });
    await expect(image).not.toHaveAttribute('aria-hidden');
    await expect(canvasElement.querySelectorAll('svg title')).toHaveLength(1);
    await expectViewBoxRatio(image as unknown as SVGSVGElement);
  },
};

/** Without one, it is decoration: hidden from assistive technology. */
export const Decorative: Story = {
  args: { layout: 'portfolio', palette: violet },
  play: async ({ canvas, canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
    await expect(svg.querySelector('title')).toBeNull();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expectViewBoxRatio(svg);
  },
};

/** Several on one page: every gradient and clip path keeps its own id, so no picture borrows another's. */
export const SeveralOnOnePage: Story = {
  args: { device: 'browser' },
  parameters: { frame: 1040 },
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: vars.space['6'] }}
    >
      <DeviceMockup {...args} layout="dashboard" palette={sky} />
      <DeviceMockup {...args} layout="blog" palette={amber} />
      <DeviceMockup {...args} layout="portfolio" palette={violet} variant="dated" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const ids = [...canvasElement.querySelectorAll('[id]')].map((element) => element.id);
    await expect(new Set(ids).size).toBe(ids.length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      const references = [...svg.outerHTML.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1] ?? '');
      await expect(references.length).toBeGreaterThan(0);
      for (const id of references) await expect(svg.querySelector(`[id="${id}"]`)).not.toBeNull();
    }
  },
};

// Phone

/** At phone width the picture scales down with its column and never overflows it. */
export const OnAPhone: Story = {
  args: { device: 'laptop-phone', layout: 'chat', palette: teal },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expectViewBoxRatio(svg);
  },
};

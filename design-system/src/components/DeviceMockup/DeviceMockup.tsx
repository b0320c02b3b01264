import { createContext, Fragment, type ReactNode, type SVGProps, use, useId } from 'react';
import { fill, type Paint, stop, stroke } from '../../styles/illustration.css.ts';
import type { deviceMockupDevices, deviceMockupLayouts, IllustrationPalette } from '../../themes/illustration.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './DeviceMockup.css.ts';

export const deviceMockupVariants = ['modern', 'dated'] as const;

export type DeviceMockupDevice = (typeof deviceMockupDevices)[number];
export type DeviceMockupLayout = (typeof deviceMockupLayouts)[number];
export type DeviceMockupVariant = (typeof deviceMockupVariants)[number];

export interface DeviceMockupProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * The device frame: a laptop, a phone, a browser window, or a laptop with a phone in front.
   * @default 'laptop'
   */
  device?: DeviceMockupDevice;
  /**
   * The kind of website on the screen (the phone shows its mobile version).
   * @default 'landing'
   */
  layout?: DeviceMockupLayout;
  /**
   * The accent hue of the drawn website.
   * @default 'indigo'
   */
  palette?: IllustrationPalette;
  /**
   * `dated` draws the "before" of a redesign: a cramped, grey, fixed-width page with tiny text.
   * @default 'modern'
   */
  variant?: DeviceMockupVariant;
  /**
   * Text alternative. Given, the picture is an image with this name; without it, it is decorative and hidden
   * from assistive technology.
   * @default undefined
   */
  label?: string;
}

/** Ids for `url(#…)` references, which React's id characters would break. */
const useSvgId = () => useId().replace(/[^\w-]/g, '');

/** What every drawing helper reads: the look to draw, and the prefix of the shared gradients' ids. */
const Art = createContext({ dated: false, id: '' });

interface Area {
  x: number;
  y: number;
  w: number;
  h?: number;
}

/** Rounds to a tenth of a unit: finer detail cannot show, and long decimals only weigh the markup down. */
const q = (v: number) => Math.round(v * 10) / 10;

/** 0 … n − 1, for drawing `n` of something. */
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Left edges of `n` columns of width `w`, `gap` apart. */
const cols = (n: number, x: number, w: number, gap: number) => range(n).map((i) => x + i * (w + gap));

/** A smooth line through `values` (0 at the bottom, 1 at the top) across the box. */
function curve(x: number, y: number, w: number, h: number, values: number[]) {
  const step = w / (values.length - 1);
  const at = (i: number) => [q(x + i * step), q(y + h - (values[i] ?? 0) * h)] as const;
  return values.reduce((path, _, i) => {
    const [px, py] = at(i);
    if (i === 0) return `M${px} ${py}`;
    const [qx, qy] = at(i - 1);
    return `${path}C${q(qx + step / 2)} ${qy} ${q(px - step / 2)} ${py} ${px} ${py}`;
  }, '');
}

const trend = [0.3, 0.45, 0.38, 0.6, 0.52, 0.74, 0.66, 0.9];

// Drawing helpers, in screen units. The dated look drops the radii, flattens every text size to one small line
// and greys the accents (the last through the stylesheet).

/** A line of text, drawn as a bar. */
function Text({ x, y, w, h = 3, tone = 'muted' }: Area & { tone?: Paint }) {
  const { dated } = use(Art);
  const size = dated ? Math.min(h, 2.5) : h;
  const paint = dated && tone !== 'ink' ? 'muted' : tone;
  return <rect x={q(x)} y={q(y)} width={q(w)} height={size} rx={dated ? 0 : size / 2} className={fill[paint]} />;
}

/** A paragraph: `n` lines, the last one shorter. */
function Lines({ x, y, w, n = 2, gap = 6, tone }: Area & { n?: number; gap?: number; tone?: Paint }) {
  return range(n).map((i) => <Text key={i} x={x} y={y + i * gap} w={n > 1 && i === n - 1 ? w * 0.6 : w} tone={tone} />);
}

const pillPaints = {
  primary: ['accent', 'onAccent'],
  secondary: ['screen', 'ink'],
  soft: ['soft', 'accent'],
} as const;

/** A button or chip: a pill with a label bar. */
function Pill({ x, y, w, h = 12, kind = 'primary' }: Area & { kind?: keyof typeof pillPaints }) {
  const { dated } = use(Art);
  const [face, label] = dated ? (['panel', 'ink'] as const) : pillPaints[kind];
  const bar = Math.max(2, Math.round(h * 0.22));
  return (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={dated ? 0 : h / 2}
        className={cx(fill[face], (dated || kind === 'secondary') && stroke[dated ? 'muted' : 'rule'])}
      />
      <rect
        x={q(x + w / 4)}
        y={q(y + (h - bar) / 2)}
        width={q(w / 2)}
        height={bar}
        rx={dated ? 0 : bar / 2}
        className={fill[label]}
      />
    </>
  );
}

/** A panel with a hairline border. */
function Card({ x, y, w, h = 40, tone = 'screen' }: Area & { tone?: Paint }) {
  const { dated } = use(Art);
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={dated ? 0 : 6}
      className={cx(fill[tone], stroke[dated ? 'muted' : 'rule'])}
      strokeWidth={dated ? 1 : 0.75}
    />
  );
}

/** An image: a sun over two hills, on a gradient (`look` 0 and 2) or a neutral ground (1). */
function Picture({ x, y, w, h = 40, look = 0 }: Area & { look?: number }) {
  const { dated, id } = use(Art);
  const clip = useSvgId();
  const variant = look % 3;
  const flat = dated || variant === 1;
  const mark: Paint = dated ? 'muted' : variant === 1 ? 'accent' : 'highlight';
  const [r, b] = [x + w, y + h];
  const at = (fx: number, fy: number) => `${q(x + w * fx)} ${q(y + h * fy)}`;
  return (
    <g clipPath={`url(#${clip})`}>
      <clipPath id={clip}>
        <rect x={x} y={y} width={w} height={h} rx={dated ? 0 : 5} />
      </clipPath>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={flat ? undefined : `url(#${id}${variant ? 'b' : 'a'})`}
        className={flat ? fill.panel : undefined}
      />
      <circle
        cx={q(x + w * 0.7)}
        cy={q(y + h * 0.34)}
        r={q(Math.min(w, h) * 0.13)}
        className={fill[variant === 1 && !dated ? 'alt' : mark]}
        opacity={0.85}
      />
      <path
        d={`M${x} ${b}V${q(y + h * 0.7)}Q${at(0.3, 0.3)} ${at(0.62, 0.78)}T${r} ${q(y + h * 0.7)}V${b}Z`}
        className={fill[mark]}
        opacity={0.35}
      />
      <path
        d={`M${x} ${b}V${q(y + h * 0.88)}Q${at(0.45, 0.5)} ${r} ${q(y + h * 0.9)}V${b}Z`}
        className={fill[mark]}
        opacity={0.6}
      />
    </g>
  );
}

/** An icon tile: a soft rounded square with a dot in the accent. */
function Icon({ x, y, s = 12 }: { x: number; y: number; s?: number }) {
  const { dated } = use(Art);
  return (
    <>
      <rect x={x} y={y} width={s} height={s} rx={dated ? 0 : s / 3} className={fill.soft} />
      <circle cx={x + s / 2} cy={y + s / 2} r={s / 5} className={fill.accent} />
    </>
  );
}

/** The brand: a mark and its name. */
function Logo({ x, y }: { x: number; y: number }) {
  const { dated } = use(Art);
  return (
    <>
      <rect x={x} y={y} width={10} height={10} rx={dated ? 5 : 3} className={fill.accent} />
      <Text x={x + 14} y={y + 3.5} w={26} tone="ink" />
    </>
  );
}

/** The site header: logo, links and a call to action, or a menu button on phones; a grey banner when dated. */
function Nav({ w, narrow }: { w: number; narrow: boolean }) {
  const { dated } = use(Art);
  if (dated) {
    return (
      <>
        <rect width={w} height={22} className={fill.panel} />
        <Logo x={8} y={6} />
        <rect y={22} width={w} height={9} className={fill.muted} />
        {cols(6, 6, 34, 6).map((x) => (
          <rect key={x} x={x} y={25} width={34} height={3} className={fill.screen} />
        ))}
      </>
    );
  }
  const p = narrow ? 12 : 16;
  return (
    <>
      <Logo x={p} y={9} />
      {narrow ? (
        <path
          d={`M${w - p - 12} 11h12M${w - p - 12} 14.5h12M${w - p - 12} 18h8`}
          className={stroke.ink}
          strokeWidth={1.6}
          strokeLinecap="round"
        />
      ) : (
        <>
          {cols(3, w - 150, 20, 8).map((x) => (
            <Text key={x} x={x} y={13.5} w={20} />
          ))}
          <Pill x={w - p - 40} y={9} w={40} />
        </>
      )}
    </>
  );
}

/** A feature card: icon, title and two lines. */
function Feature({ x, y, w, h = 44 }: Area) {
  return (
    <>
      <Card x={x} y={y} w={w} h={h} />
      <Icon x={x + 8} y={y + 8} />
      <Text x={x + 8} y={y + 26} w={w * 0.5} tone="ink" />
      <Lines x={x + 8} y={y + 32} w={w * 0.75} gap={5} />
    </>
  );
}

/** A product: the item on a tint, its name, price and an add button. */
function Product({ x, y, w, look }: Area & { look: number }) {
  const { dated } = use(Art);
  const h = q(w * 0.82);
  const [mx, my] = [q(x + w / 2), q(y + h / 2)];
  const [s12, s14] = [q(w * 0.12), q(w * 0.14)];
  const shape = [
    <circle key="ball" cx={mx} cy={my} r={q(w * 0.19)} className={fill.accent} />,
    <Fragment key="bottle">
      <rect
        x={q(mx - s12)}
        y={q(y + h * 0.26)}
        width={2 * s12}
        height={q(h * 0.52)}
        rx={dated ? 0 : 4}
        className={fill.alt}
      />
      <rect
        x={q(mx - w * 0.05)}
        y={q(y + h * 0.16)}
        width={q(w * 0.1)}
        height={q(h * 0.12)}
        rx={1.5}
        className={fill.ink}
      />
    </Fragment>,
    <Fragment key="pair">
      <circle cx={q(mx - w * 0.1)} cy={my} r={s14} className={fill.alt} />
      <circle cx={q(mx + w * 0.1)} cy={my} r={s14} className={fill.accent} opacity={0.85} />
    </Fragment>,
  ][look % 3];
  const add = [x + w - 6, y + h + 10] as const;
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx={dated ? 0 : 6} className={fill[look % 2 ? 'soft' : 'panel']} />
      <ellipse cx={mx} cy={q(y + h * 0.82)} rx={q(w * 0.2)} ry={2} className={fill.shadow} />
      {shape}
      <Text x={x} y={y + h + 6} w={w * 0.6} tone="ink" />
      <Text x={x} y={y + h + 13} w={w * 0.28} h={4} tone="accent" />
      <circle cx={add[0]} cy={add[1]} r={6} className={fill.accent} />
      <path
        d={`M${add[0] - 2.5} ${add[1]}h5M${add[0]} ${add[1] - 2.5}v5`}
        className={stroke[dated ? 'ink' : 'onAccent']}
        strokeWidth={1.2}
        strokeLinecap="round"
      />
    </>
  );
}

/** A month view: header, weekdays, and days, some free (tinted) and one picked. */
function Calendar({ x, y, w, h = 120 }: Area) {
  const { dated } = use(Art);
  const step = q((w - 16) / 7);
  const rowStep = q((h - 36) / 5);
  const free = [3, 4, 8, 10, 11, 15, 18, 22, 24, 25, 29, 31];
  return (
    <>
      <Card x={x} y={y} w={w} h={h} />
      <Text x={x + 10} y={y + 10} w={w * 0.32} tone="ink" />
      {[w - 30, w - 18].map((dx) => (
        <rect key={dx} x={x + dx} y={y + 8} width={9} height={8} rx={dated ? 0 : 3} className={fill.panel} />
      ))}
      {cols(7, x + 8, step, 0).map((cx) => (
        <Text key={cx} x={cx + step / 2 - 3} y={y + 24} w={6} h={2} />
      ))}
      {range(35).map((i) => {
        const cx = q(x + 8 + (i % 7) * step);
        const cy = q(y + 32 + Math.floor(i / 7) * rowStep);
        const state = i === 17 ? 'picked' : free.includes(i) ? 'free' : 'day';
        return (
          <Fragment key={i}>
            {state !== 'day' && (
              <rect
                x={q(cx + 1.5)}
                y={cy}
                width={q(step - 3)}
                height={q(rowStep - 4)}
                rx={dated ? 0 : 3.5}
                className={fill[state === 'picked' ? 'accent' : 'soft']}
              />
            )}
            <rect
              x={q(cx + step / 2 - 2.5)}
              y={q(cy + (rowStep - 4) / 2 - 1)}
              width={5}
              height={2}
              rx={1}
              className={fill[state === 'picked' ? 'onAccent' : state === 'free' ? 'accent' : 'muted']}
            />
          </Fragment>
        );
      })}
    </>
  );
}

/** A chat message: the visitor's on the right in the accent, the replies on the left. */
function Bubble({ x, y, w, n = 1, mine = false }: Area & { n?: number; mine?: boolean }) {
  const { dated } = use(Art);
  return (
    <>
      <rect x={x} y={y} width={w} height={8 + n * 6} rx={dated ? 0 : 7} className={fill[mine ? 'accent' : 'panel']} />
      <Lines x={x + 7} y={y + 5.5} w={w - 14} n={n} tone={mine ? 'onAccent' : 'muted'} />
    </>
  );
}

/** Three dots: someone is typing. */
function Typing({ x, y }: { x: number; y: number }) {
  const { dated } = use(Art);
  return (
    <>
      <rect x={x} y={y} width={28} height={12} rx={dated ? 0 : 6} className={fill.panel} />
      {[7, 14, 21].map((dx) => (
        <circle key={dx} cx={x + dx} cy={y + 6} r={1.6} className={fill.muted} />
      ))}
    </>
  );
}

/** A progress line of three steps: the first done (ticked), the second current (ringed), the last to come. */
function Steps({ x, y, w }: Area) {
  const { dated } = use(Art);
  const at = [x, x + w / 2, x + w];
  return (
    <>
      <path d={`M${x} ${y}H${x + w}`} className={stroke.rule} strokeWidth={1.5} />
      <path d={`M${x} ${y}H${x + w / 2}`} className={stroke.accent} strokeWidth={1.5} />
      {at.map((px, i) => (
        <Fragment key={px}>
          <circle
            cx={q(px)}
            cy={y}
            r={5}
            className={
              i === 0 ? fill.accent : cx(fill[i === 1 ? 'screen' : 'panel'], stroke[i === 1 ? 'accent' : 'rule'])
            }
          />
          {i === 0 && !dated ? (
            <path
              d={`M${q(px - 2.2)} ${y}l1.6 1.6 3-3`}
              className={stroke.onAccent}
              strokeWidth={1.2}
              fill="none"
              strokeLinecap="round"
            />
          ) : null}
          <Text x={px - 8} y={y + 8} w={16} h={2} tone={i === 2 ? 'muted' : 'ink'} />
        </Fragment>
      ))}
    </>
  );
}

/** One answer of a multiple-choice question: an icon and a name in a tile, the chosen one tinted and outlined. */
function Choice({ x, y, w, h = 28, picked = false }: Area & { picked?: boolean }) {
  const { dated } = use(Art);
  return (
    <>
      <Card x={x} y={y} w={w} h={h} tone={picked ? 'soft' : 'screen'} />
      {picked ? (
        <rect
          x={x}
          y={y}
          width={w}
          height={h}
          rx={dated ? 0 : 6}
          className={stroke.accent}
          strokeWidth={1.2}
          fill="none"
        />
      ) : null}
      <Icon x={x + 6} y={y + (h - 12) / 2} />
      <Text x={x + 22} y={y + h / 2 - 4} w={w * 0.42} tone="ink" />
      <Text x={x + 22} y={y + h / 2 + 2} w={w * 0.28} h={2} />
    </>
  );
}

/** A text field: a box with a placeholder. */
function Field({ x, y, w, h = 15 }: Area) {
  return (
    <>
      <Card x={x} y={y} w={w} h={h} />
      <Text x={x + 7} y={y + h / 2 - 1.5} w={w * 0.4} />
    </>
  );
}

/** A map pin with its tip at (`x`, `y`), in the accent, or the partner hue when `alt`. */
function Pin({ x, y, alt = false }: { x: number; y: number; alt?: boolean }) {
  return (
    <>
      <path d={`M${x} ${y}l-4.2-6a5 5 0 1 1 8.4 0z`} className={fill[alt ? 'alt' : 'accent']} />
      <circle cx={x} cy={q(y - 8.7)} r={1.8} className={fill.screen} />
    </>
  );
}

/** A street map: blocks on a ground, roads across, a park and a river, pins on top. */
function StreetMap({ x, y, w, h, pins }: Area & { h: number; pins: [number, number][] }) {
  const { dated } = use(Art);
  const clip = useSvgId();
  const at = (fx: number, fy: number) => `${q(x + w * fx)} ${q(y + h * fy)}`;
  return (
    <g clipPath={`url(#${clip})`}>
      <clipPath id={clip}>
        <rect x={x} y={y} width={w} height={h} rx={dated ? 0 : 6} />
      </clipPath>
      <rect x={x} y={y} width={w} height={h} className={fill.panel} />
      <path
        d={`M${at(0.55, 0.6)}Q${at(0.8, 0.5)} ${at(0.9, 0.75)}T${at(0.7, 1)}H${at(0.45, 1).split(' ')[0]}Z`}
        className={fill.soft}
      />
      <path
        d={`M${at(0, 0.25)}C${at(0.3, 0.35)} ${at(0.4, 0.1)} ${at(0.7, 0.2)}S${at(0.9, 0.4)} ${at(1, 0.3)}`}
        className={stroke.soft}
        strokeWidth={5}
        fill="none"
      />
      {[
        `M${at(0, 0.5)}H${q(x + w)}`,
        `M${at(0.32, 0)}V${q(y + h)}`,
        `M${at(0.72, 0)}V${q(y + h)}`,
        `M${at(0, 0.85)}L${at(1, 0.62)}`,
      ].map((d) => (
        <path key={d} d={d} className={stroke.screen} strokeWidth={3.5} />
      ))}
      {pins.map(([fx, fy], i) => (
        <Pin key={`${fx}-${fy}`} x={q(x + w * fx)} y={q(y + h * fy)} alt={i === 0} />
      ))}
    </g>
  );
}

/** A dish on the menu: its picture, name, a line about it, the price and an add button. */
function Dish({ x, y, w, look }: Area & { look: number }) {
  const { dated } = use(Art);
  const s = 26;
  return (
    <>
      <Picture x={x} y={y} w={s} h={s} look={look} />
      <Text x={x + s + 5} y={y + 2} w={(w - s) * 0.55} tone="ink" />
      <Lines x={x + s + 5} y={y + 9} w={(w - s) * 0.7} gap={5} />
      <Text x={x + s + 5} y={y + 22} w={14} h={4} tone="accent" />
      <circle cx={x + w - 5} cy={y + 22} r={4.5} className={fill[dated ? 'panel' : 'soft']} />
      <path
        d={`M${x + w - 7} ${y + 22}h4M${x + w - 5} ${y + 20}v4`}
        className={stroke.accent}
        strokeWidth={1}
        strokeLinecap="round"
      />
    </>
  );
}

/** Up, and by how much: an arrow and a figure in the accent. */
function Rise({ x, y }: { x: number; y: number }) {
  return (
    <>
      <path
        d={`M${x} ${y + 3.5}l3-3.5 3 3.5`}
        className={stroke.accent}
        strokeWidth={1.2}
        fill="none"
        strokeLinecap="round"
      />
      <Text x={x + 8} y={y + 0.5} w={12} tone="accent" />
    </>
  );
}

/** Monthly bars, low before the launch (tinted) and rising after it (the accent), the launch marked by a dashed line. */
function LaunchBars({ x, y, w, h, n }: Area & { h: number; n: number }) {
  const { dated } = use(Art);
  const heights = [0.2, 0.26, 0.22, 0.3, 0.42, 0.5, 0.56, 0.64, 0.7, 0.78, 0.86, 0.96].slice(-n);
  const launch = Math.round(n * 0.35);
  const step = w / n;
  const bar = q(step * 0.66);
  return (
    <>
      <path d={`M${x} ${y + h}H${x + w}`} className={stroke.rule} />
      {heights.map((f, i) => (
        <rect
          key={f}
          x={q(x + i * step)}
          y={q(y + h - f * h)}
          width={bar}
          height={q(f * h)}
          rx={dated ? 0 : 1.5}
          className={fill[i < launch ? 'soft' : 'accent']}
        />
      ))}
      <path d={`M${q(x + launch * step - (step - bar) / 2)} ${y}v${h}`} className={stroke.alt} strokeDasharray="2 2" />
    </>
  );
}

/** Keyword positions: a rank badge, the search and how far it climbed. */
function Rankings({ x, y, w, n }: Area & { n: number }) {
  const { dated } = use(Art);
  return range(n).map((i) => (
    <Fragment key={i}>
      <rect x={x} y={y + i * 16} width={11} height={11} rx={dated ? 0 : 5.5} className={fill[i ? 'soft' : 'accent']} />
      <Text x={x + 3.5} y={y + i * 16 + 4.5} w={4} h={2} tone={i ? 'accent' : 'onAccent'} />
      <Text x={x + 16} y={y + i * 16 + 4} w={w * 0.42 - (i % 2) * 6} tone="ink" />
      <Rise x={x + w - 20} y={y + i * 16 + 3.5} />
    </Fragment>
  ));
}

type Layout = (w: number, h: number, narrow: boolean, art: { dated: boolean; id: string }) => ReactNode;

/** The websites, each as its phone (`narrow`, 144 wide) and desktop (320 × 200) version. */
const layouts: Record<DeviceMockupLayout, Layout> = {
  landing: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Pill x={12} y={32} w={56} h={9} kind="soft" />
        <Text x={12} y={50} w={112} h={9} tone="ink" />
        <Text x={12} y={63} w={84} h={9} tone="ink" />
        <Lines x={12} y={80} w={118} n={3} />
        <Pill x={12} y={104} w={120} h={16} />
        <Pill x={12} y={124} w={120} h={16} kind="secondary" />
        <Picture x={12} y={150} w={120} h={72} />
        <Feature x={12} y={232} w={120} />
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Pill x={16} y={40} w={60} h={9} kind="soft" />
        <Text x={16} y={56} w={124} h={8} tone="ink" />
        <Text x={16} y={68} w={96} h={8} tone="ink" />
        <Lines x={16} y={86} w={120} />
        <Pill x={16} y={106} w={50} h={14} />
        <Pill x={72} y={106} w={50} h={14} kind="secondary" />
        <Picture x={160} y={34} w={144} h={92} />
        <Card x={138} y={102} w={68} h={28} />
        <circle cx={151} cy={116} r={6} className={fill.alt} />
        <Text x={162} y={110} w={36} tone="ink" />
        <Text x={162} y={118} w={26} />
        {cols(3, 16, 88, 12).map((x) => (
          <Feature key={x} x={x} y={144} w={88} />
        ))}
      </>
    ),

  shop: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Text x={12} y={32} w={70} h={7} tone="ink" />
        {cols(3, 12, 36, 6).map((x, i) => (
          <Pill key={x} x={x} y={46} w={36} h={11} kind={i ? 'secondary' : 'primary'} />
        ))}
        {range(6).map((i) => (
          <Product key={i} x={12 + (i % 2) * 64} y={66 + Math.floor(i / 2) * 72} w={56} look={i} />
        ))}
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Text x={16} y={38} w={80} h={7} tone="ink" />
        {cols(3, 196, 32, 4).map((x, i) => (
          <Pill key={x} x={x} y={35} w={32} h={11} kind={i ? 'secondary' : 'primary'} />
        ))}
        {range(8).map((i) => (
          <Product key={i} x={16 + (i % 4) * 74} y={56 + Math.floor(i / 4) * 84} w={66} look={i + (i > 3 ? 1 : 0)} />
        ))}
      </>
    ),

  blog: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Picture x={12} y={32} w={120} h={74} />
        <Pill x={12} y={114} w={40} h={9} kind="soft" />
        <Text x={12} y={130} w={116} h={8} tone="ink" />
        <Text x={12} y={142} w={86} h={8} tone="ink" />
        <Lines x={12} y={158} w={118} />
        {range(3).map((i) => (
          <Fragment key={i}>
            <Picture x={12} y={180 + i * 36} w={40} h={28} look={i + 1} />
            <Text x={60} y={184 + i * 36} w={70} tone="ink" />
            <Lines x={60} y={191 + i * 36} w={60} gap={6} />
          </Fragment>
        ))}
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Picture x={16} y={34} w={150} h={92} />
        <Pill x={178} y={38} w={44} h={9} kind="soft" />
        <Text x={178} y={54} w={120} h={7} tone="ink" />
        <Text x={178} y={65} w={92} h={7} tone="ink" />
        <Lines x={178} y={80} w={124} n={3} />
        <circle cx={184} cy={112} r={6} className={fill.alt} />
        <Text x={194} y={107} w={40} tone="ink" />
        <Text x={194} y={114} w={28} />
        {cols(3, 16, 88, 12).map((x, i) => (
          <Fragment key={x}>
            <Picture x={x} y={138} w={88} h={34} look={i + 1} />
            <Text x={x} y={178} w={76} tone="ink" />
            <Text x={x} y={185} w={56} />
          </Fragment>
        ))}
      </>
    ),

  dashboard: (_w, h, narrow, { id }) => {
    const chart = (x: number, y: number, cw: number, ch: number) => (
      <>
        {[0.25, 0.5, 0.75].map((f) => (
          <path key={f} d={`M${x} ${y + ch * f}h${cw}`} className={stroke.rule} strokeDasharray="2 3" />
        ))}
        <path d={`${curve(x, y, cw, ch, trend)}V${y + ch}H${x}Z`} fill={`url(#${id}c)`} />
        <path d={curve(x, y, cw, ch, trend)} className={stroke.accent} strokeWidth={1.5} fill="none" />
        <circle cx={q(x + (cw * 5) / 7)} cy={q(y + ch * 0.26)} r={2.5} className={cx(fill.screen, stroke.accent)} />
      </>
    );
    const stat = (x: number, y: number, sw: number, i: number) => (
      <Fragment key={x}>
        <Card x={x} y={y} w={sw} h={38} />
        <Text x={x + 8} y={y + 8} w={sw * 0.4} />
        <Text x={x + 8} y={y + 16} w={sw * 0.48} h={7} tone="ink" />
        <Text x={x + 8} y={y + 28} w={sw * 0.24} tone={i % 2 ? 'alt' : 'accent'} />
        {narrow ? null : (
          <path
            d={curve(x + sw - 24, y + 10, 16, 16, i % 2 ? [0.8, 0.5, 0.6, 0.2, 0.3] : [0.1, 0.4, 0.3, 0.7, 0.9])}
            className={stroke[i % 2 ? 'alt' : 'accent']}
            strokeWidth={1.2}
            fill="none"
          />
        )}
      </Fragment>
    );
    return narrow ? (
      <>
        <Logo x={12} y={6} />
        <circle cx={124} cy={11} r={7} className={fill.alt} />
        <Text x={12} y={30} w={70} h={8} tone="ink" />
        {cols(2, 12, 56, 8).map((x, i) => stat(x, 46, 56, i))}
        <Card x={12} y={94} w={120} h={92} />
        <Text x={20} y={102} w={40} tone="ink" />
        {chart(20, 118, 104, 58)}
        <Text x={12} y={200} w={50} tone="ink" />
        {range(3).map((i) => (
          <Fragment key={i}>
            <circle cx={20} cy={222 + i * 24} r={7} className={fill[i === 1 ? 'alt' : 'soft']} />
            <Text x={32} y={217 + i * 24} w={50} tone="ink" />
            <Text x={32} y={224 + i * 24} w={34} />
            <Text x={110} y={219 + i * 24} w={22} tone="ink" />
          </Fragment>
        ))}
      </>
    ) : (
      <>
        <rect width={64} height={h} className={fill.panel} />
        <Logo x={12} y={12} />
        {range(5).map((i) => (
          <Fragment key={i}>
            {i === 0 && <rect x={8} y={36} width={48} height={12} rx={4} className={fill.soft} />}
            <rect x={14} y={40 + i * 16} width={4} height={4} rx={1} className={fill[i ? 'muted' : 'accent']} />
            <Text x={22} y={40.5 + i * 16} w={26 - (i % 2) * 6} tone={i ? 'muted' : 'accent'} />
          </Fragment>
        ))}
        <Card x={76} y={10} w={110} h={14} />
        <Text x={86} y={15.5} w={44} />
        <circle cx={278} cy={17} r={5} className={fill.panel} />
        <circle cx={296} cy={17} r={7} className={fill.alt} />
        <Text x={76} y={34} w={80} h={7} tone="ink" />
        {cols(3, 76, 70, 9).map((x, i) => stat(x, 48, 70, i))}
        <Card x={76} y={94} w={148} h={96} />
        <Text x={84} y={102} w={44} tone="ink" />
        <Text x={84} y={109} w={28} />
        {chart(84, 122, 132, 58)}
        <Card x={232} y={94} w={72} h={96} />
        <Text x={240} y={102} w={36} tone="ink" />
        <circle cx={268} cy={136} r={17} className={stroke.soft} strokeWidth={6} fill="none" />
        <circle
          cx={268}
          cy={136}
          r={17}
          className={stroke.accent}
          strokeWidth={6}
          fill="none"
          strokeDasharray="66 107"
          transform="rotate(-90 268 136)"
        />
        <circle
          cx={268}
          cy={136}
          r={17}
          className={stroke.alt}
          strokeWidth={6}
          fill="none"
          strokeDasharray="22 107"
          strokeDashoffset={-68}
          transform="rotate(-90 268 136)"
        />
        {[0, 1].map((i) => (
          <Fragment key={i}>
            <circle cx={242} cy={167 + i * 9} r={2.5} className={fill[i ? 'alt' : 'accent']} />
            <Text x={248} y={165.5 + i * 9} w={30 - i * 8} />
          </Fragment>
        ))}
      </>
    );
  },

  booking: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Text x={12} y={32} w={90} h={8} tone="ink" />
        <Text x={12} y={45} w={70} />
        <Calendar x={12} y={56} w={120} h={116} />
        <Text x={12} y={184} w={50} tone="ink" />
        {range(6).map((i) => (
          <Pill
            key={i}
            x={12 + (i % 3) * 42}
            y={194 + Math.floor(i / 3) * 17}
            w={36}
            kind={i === 1 ? 'primary' : 'secondary'}
          />
        ))}
        <Pill x={12} y={240} w={120} h={16} />
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Text x={16} y={36} w={96} h={7} tone="ink" />
        <Text x={16} y={47} w={130} />
        <Calendar x={16} y={58} w={150} h={132} />
        <Text x={180} y={62} w={60} tone="ink" />
        {range(6).map((i) => (
          <Pill
            key={i}
            x={180 + (i % 2) * 64}
            y={72 + Math.floor(i / 2) * 19}
            w={58}
            h={14}
            kind={i === 2 ? 'primary' : 'secondary'}
          />
        ))}
        <Text x={180} y={134} w={30} />
        <Card x={180} y={141} w={124} h={15} />
        <Pill x={180} y={166} w={124} h={16} />
      </>
    ),

  chat: (w, h, narrow) =>
    narrow ? (
      <>
        <rect width={w} height={28} className={fill.panel} />
        <path d="M15 10l-4 4 4 4" className={stroke.ink} strokeWidth={1.6} fill="none" strokeLinecap="round" />
        <circle cx={30} cy={14} r={8} className={fill.accent} />
        <Text x={42} y={9} w={44} tone="ink" />
        <circle cx={44} cy={19} r={2} className={fill.teal} />
        <Text x={49} y={17.5} w={24} />
        <Bubble x={10} y={38} w={100} n={2} />
        <Bubble x={44} y={64} w={90} mine />
        <Bubble x={10} y={84} w={110} n={3} />
        {cols(2, 10, 56, 6).map((x) => (
          <Pill key={x} x={x} y={116} w={56} kind="secondary" />
        ))}
        <Bubble x={54} y={136} w={80} n={2} mine />
        <Bubble x={10} y={162} w={96} n={2} />
        <Bubble x={44} y={188} w={90} mine />
        <Bubble x={10} y={208} w={110} n={2} />
        <Typing x={10} y={234} />
        <Card x={10} y={h - 26} w={124} h={16} />
        <Text x={18} y={h - 19.5} w={50} />
        <circle cx={125} cy={h - 18} r={5} className={fill.accent} />
      </>
    ) : (
      <>
        <rect width={100} height={h} className={fill.panel} />
        <rect x={8} y={10} width={84} height={12} rx={6} className={fill.screen} />
        <Text x={16} y={14.5} w={36} />
        {range(5).map((i) => (
          <Fragment key={i}>
            {i === 0 && <rect x={4} y={30} width={92} height={26} rx={6} className={fill.screen} />}
            <circle cx={18} cy={43 + i * 30} r={8} className={[fill.accent, fill.alt, fill.soft, fill.muted][i % 4]} />
            <Text x={30} y={38 + i * 30} w={40} tone="ink" />
            <Text x={30} y={45 + i * 30} w={56} />
          </Fragment>
        ))}
        <circle cx={118} cy={16} r={8} className={fill.accent} />
        <Text x={132} y={11} w={50} tone="ink" />
        <circle cx={134} cy={20.5} r={2} className={fill.teal} />
        <Text x={139} y={19} w={26} />
        <rect x={100} y={32} width={w - 100} height={1} className={fill.rule} />
        <Bubble x={112} y={42} w={124} n={2} />
        <Bubble x={176} y={68} w={128} mine />
        <Bubble x={112} y={88} w={150} n={3} />
        {cols(3, 112, 52, 6).map((x) => (
          <Pill key={x} x={x} y={120} w={52} kind="secondary" />
        ))}
        <Bubble x={214} y={140} w={90} mine />
        <Typing x={112} y={160} />
        <Card x={112} y={180} w={192} h={14} />
        <Text x={120} y={185.5} w={60} />
        <circle cx={296} cy={187} r={4.5} className={fill.accent} />
      </>
    ),

  portfolio: (w, _h, narrow) => {
    const gallery = (x: number, cw: number, columns: number[][]) =>
      range(columns.length).map((c) =>
        (columns[c] ?? []).map((ph, j, heights) => {
          const top = heights.slice(0, j).reduce((sum, each) => sum + each + 6, narrow ? 74 : 62);
          return <Picture key={`${c}-${ph}`} x={x + c * (cw + 6)} y={top} w={cw} h={ph} look={c + j} />;
        }),
      );
    return narrow ? (
      <>
        <Nav w={w} narrow />
        <Text x={12} y={32} w={96} h={8} tone="ink" />
        {cols(3, 12, 36, 6).map((x, i) => (
          <Pill key={x} x={x} y={50} w={36} h={11} kind={i ? 'secondary' : 'primary'} />
        ))}
        {gallery(12, 57, [
          [70, 56, 80],
          [52, 84, 70],
        ])}
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Text x={16} y={36} w={110} h={8} tone="ink" />
        <Text x={16} y={49} w={150} />
        {cols(3, 208, 28, 4).map((x, i) => (
          <Pill key={x} x={x} y={38} w={28} h={11} kind={i ? 'secondary' : 'primary'} />
        ))}
        {gallery(16, 92, [
          [56, 70],
          [80, 46],
          [44, 82],
        ])}
        <Card x={120} y={124} w={64} h={12} />
        <Text x={126} y={128.5} w={40} tone="ink" />
      </>
    );
  },

  brand: (_w, _h, narrow, { dated }) => {
    const swatches = ['accent', 'alt', 'soft', 'ink', 'panel'] as const;
    const mark = (x: number, y: number, s: number) => (
      <>
        <circle cx={x} cy={y} r={s * 0.58} className={fill.accent} />
        <rect
          x={x}
          y={q(y - s * 0.7)}
          width={s}
          height={s}
          rx={dated ? 0 : q(s * 0.3)}
          className={fill.alt}
          opacity={0.9}
        />
      </>
    );
    return narrow ? (
      <>
        <Card x={12} y={8} w={120} h={96} tone="soft" />
        {mark(60, 56, 30)}
        <Text x={44} y={84} w={56} h={5} tone="ink" />
        <text x={12} y={152} fontSize={40} className={cx(fill.ink, styles.glyph({ dated }))}>
          Aa
        </text>
        <Text x={80} y={122} w={52} h={7} tone="ink" />
        <Text x={80} y={134} w={40} h={5} tone="ink" />
        <Lines x={80} y={145} w={52} gap={5} />
        {swatches.map((paint, i) => (
          <Fragment key={paint}>
            <rect
              x={12 + i * 25}
              y={168}
              width={20}
              height={20}
              rx={dated ? 0 : 5}
              className={cx(fill[paint], stroke.rule)}
            />
            <Text x={12 + i * 25} y={193} w={14} h={2} />
          </Fragment>
        ))}
        <Pill x={12} y={206} w={120} h={16} />
        <Pill x={12} y={228} w={120} h={16} kind="secondary" />
        <Lines x={12} y={256} w={120} n={3} />
      </>
    ) : (
      <>
        <Card x={16} y={16} w={140} h={112} tone="soft" />
        {mark(70, 66, 36)}
        <Text x={55} y={102} w={62} h={6} tone="ink" />
        <Text x={67} y={112} w={38} />
        <text x={170} y={70} fontSize={50} className={cx(fill.ink, styles.glyph({ dated }))}>
          Aa
        </text>
        <Text x={250} y={28} w={54} h={8} tone="ink" />
        <Text x={250} y={42} w={44} h={6} tone="ink" />
        <Lines x={250} y={54} w={54} n={3} gap={5} />
        <Lines x={172} y={86} w={130} />
        <Pill x={172} y={108} w={62} h={14} />
        <Pill x={240} y={108} w={62} h={14} kind="secondary" />
        {swatches.map((paint, i) => (
          <Fragment key={paint}>
            <rect
              x={16 + i * 58}
              y={140}
              width={52}
              height={34}
              rx={dated ? 0 : 6}
              className={cx(fill[paint], stroke.rule)}
            />
            <Text x={16 + i * 58} y={180} w={30} tone="ink" />
            <Text x={16 + i * 58} y={186} w={20} h={2} />
          </Fragment>
        ))}
      </>
    );
  },
  quote: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Text x={12} y={32} w={100} h={8} tone="ink" />
        <Text x={12} y={45} w={80} />
        <Steps x={22} y={60} w={100} />
        {range(4).map((i) => (
          <Choice key={i} x={12 + (i % 2) * 62} y={80 + Math.floor(i / 2) * 36} w={58} h={30} picked={i === 0} />
        ))}
        <Field x={12} y={156} w={120} />
        <Field x={12} y={176} w={120} />
        <Pill x={12} y={198} w={120} h={16} />
        <Card x={12} y={224} w={120} h={48} tone="panel" />
        <Text x={20} y={232} w={50} tone="ink" />
        <Text x={20} y={242} w={40} />
        <Text x={20} y={256} w={28} />
        <Text x={92} y={253} w={32} h={7} tone="accent" />
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Text x={16} y={36} w={110} h={7} tone="ink" />
        <Text x={16} y={47} w={150} />
        <Steps x={26} y={62} w={150} />
        {range(4).map((i) => (
          <Choice key={i} x={16 + (i % 2) * 88} y={82 + Math.floor(i / 2) * 34} w={82} picked={i === 0} />
        ))}
        <Field x={16} y={150} w={82} />
        <Field x={104} y={150} w={82} />
        <Pill x={16} y={172} w={170} h={16} />
        <Card x={200} y={36} w={104} h={152} tone="panel" />
        <Text x={208} y={45} w={54} tone="ink" />
        {range(3).map((i) => (
          <Fragment key={i}>
            <Text x={208} y={62 + i * 14} w={44 - i * 6} />
            <Text x={280} y={62 + i * 14} w={16} tone="ink" />
          </Fragment>
        ))}
        <path d="M208 108H296" className={stroke.rule} />
        <Text x={208} y={118} w={30} />
        <Text x={256} y={116} w={40} h={7} tone="accent" />
        <Pill x={208} y={134} w={60} h={10} kind="soft" />
        {range(5).map((i) => (
          <circle key={i} cx={212 + i * 8} cy={164} r={2.6} className={fill.amber} />
        ))}
        <Text x={208} y={172} w={70} h={2} />
      </>
    ),

  listings: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Field x={12} y={32} w={120} />
        <StreetMap
          x={12}
          y={54}
          w={120}
          h={84}
          pins={[
            [0.46, 0.48],
            [0.2, 0.36],
            [0.8, 0.3],
            [0.66, 0.86],
          ]}
        />
        {cols(3, 12, 36, 6).map((x, i) => (
          <Pill key={x} x={x} y={146} w={36} h={10} kind={i ? 'secondary' : 'soft'} />
        ))}
        {range(3).map((i) => (
          <Fragment key={i}>
            <Picture x={12} y={164 + i * 42} w={46} h={36} look={i} />
            <Text x={64} y={167 + i * 42} w={60} tone="ink" />
            <Text x={64} y={175 + i * 42} w={44} />
            <Text x={64} y={186 + i * 42} w={30} h={5} tone="accent" />
          </Fragment>
        ))}
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Field x={16} y={34} w={150} h={16} />
        <Pill x={172} y={35} w={40} h={14} />
        {cols(3, 16, 40, 6).map((x, i) => (
          <Pill key={x} x={x} y={58} w={40} h={10} kind={i ? 'secondary' : 'soft'} />
        ))}
        {range(3).map((i) => (
          <Fragment key={i}>
            <Picture x={16} y={76 + i * 40} w={56} h={34} look={i} />
            <Text x={78} y={79 + i * 40} w={70} tone="ink" />
            <Text x={78} y={87 + i * 40} w={52} />
            <Text x={78} y={97 + i * 40} w={34} h={5} tone="accent" />
            {cols(3, 120, 8, 4).map((x) => (
              <Text key={x} x={x} y={98 + i * 40} w={8} h={2} />
            ))}
          </Fragment>
        ))}
        <StreetMap
          x={168}
          y={58}
          w={136}
          h={134}
          pins={[
            [0.5, 0.42],
            [0.2, 0.3],
            [0.82, 0.24],
            [0.3, 0.72],
            [0.8, 0.8],
          ]}
        />
        <Card x={200} y={70} w={46} h={16} />
        <Text x={206} y={76.5} w={34} h={4} tone="accent" />
      </>
    ),

  menu: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Picture x={12} y={30} w={120} h={44} look={2} />
        <Text x={12} y={82} w={80} h={8} tone="ink" />
        <Text x={12} y={95} w={60} />
        {cols(3, 12, 36, 6).map((x, i) => (
          <Pill key={x} x={x} y={106} w={36} h={10} kind={i ? 'secondary' : 'primary'} />
        ))}
        {range(3).map((i) => (
          <Dish key={i} x={12} y={126 + i * 38} w={120} look={i} />
        ))}
        <Pill x={12} y={246} w={120} h={18} />
        <circle cx={118} cy={255} r={5} className={fill.screen} />
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Text x={16} y={36} w={100} h={7} tone="ink" />
        {cols(4, 16, 38, 5).map((x, i) => (
          <Pill key={x} x={x} y={50} w={38} h={10} kind={i ? 'secondary' : 'primary'} />
        ))}
        {range(6).map((i) => (
          <Dish key={i} x={16 + (i % 2) * 88} y={70 + Math.floor(i / 2) * 40} w={82} look={i} />
        ))}
        <Card x={196} y={36} w={108} h={154} tone="panel" />
        <Text x={204} y={44} w={50} tone="ink" />
        <Pill x={204} y={54} w={60} h={10} kind="soft" />
        {range(3).map((i) => (
          <Fragment key={i}>
            <rect x={204} y={74 + i * 16} width={10} height={10} rx={3} className={fill.screen} />
            <Text x={218} y={77.5 + i * 16} w={44 - (i % 2) * 10} tone="ink" />
            <Text x={282} y={77.5 + i * 16} w={14} />
          </Fragment>
        ))}
        <path d="M204 126H296" className={stroke.rule} />
        <Text x={204} y={134} w={26} />
        <Text x={270} y={133} w={26} h={5} tone="accent" />
        <Pill x={204} y={148} w={92} h={16} />
        <Text x={218} y={172} w={64} h={2} />
      </>
    ),

  results: (w, _h, narrow) =>
    narrow ? (
      <>
        <Nav w={w} narrow />
        <Text x={12} y={32} w={90} h={8} tone="ink" />
        {cols(2, 12, 56, 8).map((x) => (
          <Fragment key={x}>
            <Card x={x} y={48} w={56} h={32} />
            <Text x={x + 7} y={55} w={26} />
            <Text x={x + 7} y={63} w={22} h={7} tone="ink" />
            <Rise x={x + 33} y={64} />
          </Fragment>
        ))}
        <Card x={12} y={88} w={120} h={86} />
        <Text x={20} y={96} w={50} tone="ink" />
        <LaunchBars x={20} y={108} w={104} h={56} n={8} />
        <Card x={12} y={182} w={120} h={82} />
        <Text x={20} y={190} w={46} tone="ink" />
        <Rankings x={20} y={202} w={104} n={4} />
      </>
    ) : (
      <>
        <Nav w={w} narrow={false} />
        <Text x={16} y={36} w={120} h={7} tone="ink" />
        <Text x={16} y={47} w={90} />
        <Pill x={250} y={36} w={54} h={10} kind="soft" />
        {cols(3, 16, 90, 9).map((x) => (
          <Fragment key={x}>
            <Card x={x} y={58} w={90} h={30} />
            <Text x={x + 8} y={65} w={34} />
            <Text x={x + 8} y={73} w={30} h={7} tone="ink" />
            <Rise x={x + 64} y={74} />
          </Fragment>
        ))}
        <Card x={16} y={96} w={172} h={94} />
        <Text x={24} y={104} w={54} tone="ink" />
        <LaunchBars x={24} y={118} w={158} h={62} n={12} />
        <Card x={196} y={96} w={108} h={94} />
        <Text x={204} y={104} w={44} tone="ink" />
        <Rankings x={204} y={116} w={92} n={4} />
      </>
    ),
};

/** Below a dated page: a wall of small pictures and text, and a grey footer. */
function Filler({ from, to }: { from: number; to: number }) {
  const rows = Math.max(0, Math.floor((to - from - 16) / 40));
  return (
    <>
      {range(rows).map((i) => (
        <Fragment key={i}>
          <Picture x={16} y={from + 8 + i * 40} w={56} h={32} />
          <Lines x={80} y={from + 10 + i * 40} w={224} n={5} />
        </Fragment>
      ))}
      <rect y={to - 12} width={320} height={12} className={fill.panel} />
      <Text x={110} y={to - 7} w={100} />
    </>
  );
}

/**
 * A screen showing `layout`. Phones (`narrow`) get a status bar and the mobile version; the dated look instead
 * shows the desktop page shrunk: in a fixed-width column on a wide screen, zoomed out on a phone.
 */
function Screen({
  x,
  y,
  w,
  h = 200,
  r = 0,
  layout,
  narrow = false,
  flatTop = false,
}: Area & { r?: number; layout: DeviceMockupLayout; narrow?: boolean; flatTop?: boolean }) {
  const art = use(Art);
  const { dated } = art;
  const clip = useSvgId();
  const draw = layouts[layout];
  const top = narrow ? 22 : 0;
  const k = narrow ? w / 320 : 0.66;
  const tall = q((h - top) / k);
  return (
    <g clipPath={`url(#${clip})`}>
      {/* A flat top sits under a toolbar: its rounding is pushed above the screen, out of sight. */}
      <clipPath id={clip}>
        <rect x={x} y={flatTop ? y - r : y} width={w} height={flatTop ? h + r : h} rx={r} />
      </clipPath>
      <rect x={x} y={y} width={w} height={h} className={fill[dated && !narrow ? 'panel' : 'screen']} />
      {dated ? (
        <g transform={`translate(${q(x + (w - 320 * k) / 2)} ${y + top}) scale(${k})`}>
          <rect width={320} height={tall} className={fill.screen} />
          {draw(320, 200, false, art)}
          <Filler from={200} to={tall} />
        </g>
      ) : (
        <g transform={`translate(${x} ${y + top})`}>{draw(w, h - top, narrow, art)}</g>
      )}
      {narrow && (
        <>
          <rect x={x} y={y} width={w} height={top} className={fill.screen} />
          <rect x={x + 16} y={y + 9} width={16} height={4} rx={2} className={fill.ink} />
          <rect x={x + w - 28} y={y + 8.5} width={12} height={5} rx={1.5} className={fill.ink} />
          <rect x={x + w / 2 - 22} y={y + h - 6} width={44} height={2.5} rx={1.25} className={fill.ink} />
        </>
      )}
    </g>
  );
}

/** A laptop, 400 × 246: lid with the screen (320 × 200), base and a shadow on the desk. */
function Laptop({ layout }: { layout: DeviceMockupLayout }) {
  return (
    <>
      <ellipse cx={200} cy={240} rx={188} ry={4} className={fill.shadow} />
      <rect x={30} y={6} width={340} height={220} rx={12} className={cx(fill.frame, stroke.edge)} />
      <circle cx={200} cy={11} r={1.5} className={fill.edge} />
      <Screen x={40} y={16} w={320} h={200} r={2} layout={layout} />
      <path d="M4 226H396V230C396 235 392 238 386 238H14C8 238 4 235 4 230Z" className={fill.edge} />
      <path d="M172 226h56v2a2 2 0 0 1-2 2h-52a2 2 0 0 1-2-2z" className={fill.frame} />
    </>
  );
}

/** A phone, 172 × 336: body, screen (144 × 312), island and buttons. */
function Phone({ layout }: { layout: DeviceMockupLayout }) {
  return (
    <g className={styles.lifted}>
      {[
        [166, 84, 28],
        [4, 70, 14],
        [4, 92, 24],
      ].map(([bx = 0, by = 0, bh = 0]) => (
        <rect key={by} x={bx} y={by} width={2.5} height={bh} rx={1} className={fill.edge} />
      ))}
      <rect x={6} y={4} width={160} height={328} rx={26} className={cx(fill.frame, stroke.edge)} />
      <Screen x={14} y={12} w={144} h={312} r={19} layout={layout} narrow />
      <rect x={72} y={19} width={28} height={8} rx={4} className={fill.frame} />
    </g>
  );
}

/** A browser window, 320 × 224 (toolbar and screen), with room for its shadow. */
function Browser({ layout }: { layout: DeviceMockupLayout }) {
  return (
    <g className={styles.lifted} transform="translate(24 14)">
      <rect width={320} height={224} rx={10} className={fill.panel} />
      {[fill.rose, fill.amber, fill.teal].map((paint, i) => (
        <circle key={paint} cx={14 + i * 10} cy={12} r={3.2} className={paint} />
      ))}
      <rect x={90} y={5} width={140} height={14} rx={7} className={fill.screen} />
      <circle cx={100} cy={12} r={2} className={fill.muted} />
      <rect x={106} y={10.5} width={64} height={3} rx={1.5} className={fill.muted} />
      <Screen x={0} y={24} w={320} h={200} r={10} layout={layout} flatTop />
      <rect x={0.5} y={0.5} width={319} height={223} rx={9.5} className={stroke.rule} fill="none" />
    </g>
  );
}

const devices: Record<DeviceMockupDevice, { box: [number, number]; draw: (layout: DeviceMockupLayout) => ReactNode }> =
  {
    laptop: { box: [400, 246], draw: (layout) => <Laptop layout={layout} /> },
    phone: {
      box: [192, 364],
      draw: (layout) => (
        <g transform="translate(10 4)">
          <Phone layout={layout} />
        </g>
      ),
    },
    browser: { box: [368, 264], draw: (layout) => <Browser layout={layout} /> },
    'laptop-phone': {
      box: [428, 270],
      draw: (layout) => (
        <>
          <Laptop layout={layout} />
          <g transform="translate(330 86) scale(0.52)">
            <Phone layout={layout} />
          </g>
        </>
      ),
    },
  };

/**
 * A device showing a stylised website, drawn from the theme's illustration colours: it follows light and dark,
 * weighs a few kilobytes, and keeps its aspect ratio at any width. Decorative unless given a `label`.
 */
export function DeviceMockup({
  device = 'laptop',
  layout = 'landing',
  palette,
  variant = 'modern',
  label,
  className,
  ...props
}: DeviceMockupProps) {
  const id = useSvgId();
  const { box, draw } = devices[device];
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: with a label it is an image named by its <title>; without, aria-hidden.
    <svg
      viewBox={`0 0 ${box[0]} ${box[1]}`}
      width={box[0]}
      height={box[1]}
      focusable="false"
      {...props}
      role={label ? 'img' : undefined}
      aria-labelledby={label ? `${id}t` : undefined}
      aria-hidden={label ? undefined : true}
      className={cx(styles.root({ palette, variant }), className)}
    >
      {label ? <title id={`${id}t`}>{label}</title> : null}
      <defs>
        <linearGradient id={`${id}a`} x2="1" y2="1">
          <stop className={stop.accent} />
          <stop offset="1" className={stop.alt} />
        </linearGradient>
        <linearGradient id={`${id}b`} x2="0" y2="1">
          <stop className={stop.alt} />
          <stop offset="1" className={stop.accent} />
        </linearGradient>
        <linearGradient id={`${id}c`} x2="0" y2="1">
          <stop className={stop.accent} stopOpacity={0.35} />
          <stop offset="1" className={stop.accent} stopOpacity={0} />
        </linearGradient>
      </defs>
      <Art value={{ dated: variant === 'dated', id }}>{draw(layout)}</Art>
    </svg>
  );
}

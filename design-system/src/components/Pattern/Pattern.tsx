import { type ReactNode, type SVGProps, useId } from 'react';
import { fill, type Paint, stop, stroke } from '../../styles/illustration.css.ts';
import type { IllustrationPalette, patternVariants } from '../../themes/illustration.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Pattern.css.ts';

export type PatternVariant = (typeof patternVariants)[number];

export interface PatternProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * The motif: a hairline grid, a dot matrix, layered waves, concentric rings, geometric blocks, or orbits
   * around a core.
   * @default 'grid'
   */
  variant?: PatternVariant;
  /**
   * The accent hue.
   * @default 'indigo'
   */
  palette?: IllustrationPalette;
}

interface FadeProps {
  id: string;
  cx: string;
  cy: string;
  r: string;
  /** The masked area, when it is not the whole picture. */
  area?: { x: number; y: number; width: number | string; height: number | string };
}

const fullArea = { x: 0, y: 0, width: '100%', height: '100%' };

/** An alpha mask that fades out from (`cx`, `cy`), so a motif thins towards the content it sits behind. */
function Fade({ id, cx: x, cy: y, r, area = fullArea }: FadeProps) {
  return (
    <>
      <radialGradient id={`${id}r`} cx={x} cy={y} r={r}>
        <stop />
        <stop offset="1" stopOpacity={0} />
      </radialGradient>
      <mask id={id} style={{ maskType: 'alpha' }}>
        <rect {...area} fill={`url(#${id}r)`} />
      </mask>
    </>
  );
}

/** A soft light of the accent. */
function Glow({ id, cx: x, cy: y, r }: { id: string; cx: string; cy: string; r: string }) {
  return (
    <>
      <radialGradient id={id} cx={x} cy={y} r={r}>
        <stop className={stop.accent} stopOpacity={0.22} />
        <stop offset="1" className={stop.accent} stopOpacity={0} />
      </radialGradient>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </>
  );
}

/** A repeating tile, in CSS pixels. */
function Tile({ id, w, h, children }: { id: string; w: number; h: number; children: ReactNode }) {
  return (
    <pattern id={id} width={w} height={h} patternUnits="userSpaceOnUse">
      {children}
    </pattern>
  );
}

const dot = (x: number, y: number, paint: Paint, r = 5, opacity?: number) => (
  <circle key={`${x} ${y}`} cx={x} cy={y} r={r} className={fill[paint]} opacity={opacity} />
);

// Structure is drawn in the surrounding text colour, faintly, and tints are the accent made translucent, so a
// pattern suits a light, dark or coloured band alike and never drowns the text on it.
const faint = 0.12;
const tint = 0.16;

/** Block shapes in a 64 px cell: quarter disc, half disc, disc, rounded square, ring. */
const shapes = {
  quarter: <path d="M0 64V0a64 64 0 0 1 64 64z" />,
  half: <path d="M0 64a32 32 0 0 1 64 0z" />,
  disc: <circle cx={32} cy={32} r={22} />,
  square: <rect x={8} y={8} width={48} height={48} rx={12} />,
  ring: <circle cx={32} cy={32} r={19} fill="none" strokeWidth={9} />,
};

/** Column and row (from the top-right corner), shape, paint, opacity, turn. */
const blocks: Array<[number, number, keyof typeof shapes, Paint, number, number]> = [
  [0, 0, 'quarter', 'accent', 1, 90],
  [1, 0, 'disc', 'alt', tint * 2, 0],
  [2, 0, 'half', 'accent', tint, 180],
  [3, 0, 'square', 'current', faint / 2, 0],
  [4, 0, 'quarter', 'alt', tint, 0],
  [0, 1, 'half', 'alt', 1, 270],
  [1, 1, 'ring', 'accent', 0.7, 0],
  [2, 1, 'quarter', 'accent', tint * 1.5, 0],
  [3, 1, 'disc', 'accent', tint, 0],
  [0, 2, 'square', 'accent', tint * 1.5, 0],
  [1, 2, 'quarter', 'current', faint / 2, 180],
  [2, 2, 'disc', 'alt', tint * 2, 0],
  [3, 2, 'half', 'current', faint / 2, 90],
  [0, 3, 'disc', 'alt', tint, 0],
  [1, 3, 'half', 'accent', tint * 2, 0],
  [2, 3, 'square', 'current', faint / 2, 0],
  [0, 4, 'quarter', 'accent', tint, 270],
];

/** Each motif, drawn in CSS pixels so it keeps its scale at any size; `id` prefixes its defs. */
const motifs: Record<PatternVariant, (id: string) => ReactNode> = {
  grid: (id) => (
    <>
      <defs>
        <Tile id={`${id}g`} w={40} h={40}>
          <path d="M40 .5H.5V40" className={stroke.current} fill="none" opacity={faint} />
        </Tile>
        <Tile id={`${id}h`} w={280} h={200}>
          <g className={fill.accent} opacity={tint}>
            <rect x={80} y={40} width={40} height={40} />
            <rect x={200} y={120} width={40} height={40} />
            <rect x={0} y={160} width={40} height={40} />
          </g>
          <rect x={212} y={132} width={16} height={16} rx={4} className={fill.accent} />
          {dot(120.5, 40.5, 'alt', 2.5)}
          {dot(40.5, 120.5, 'accent', 2.5)}
        </Tile>
        <Fade id={`${id}m`} cx="90%" cy="10%" r="85%" />
      </defs>
      <Glow id={`${id}l`} cx="85%" cy="15%" r="60%" />
      <g mask={`url(#${id}m)`}>
        <rect width="100%" height="100%" fill={`url(#${id}h)`} />
        <rect width="100%" height="100%" fill={`url(#${id}g)`} />
      </g>
    </>
  ),

  dots: (id) => (
    <>
      <defs>
        <Tile id={`${id}d`} w={22} h={22}>
          {dot(11, 11, 'current', 1.4, faint * 2)}
        </Tile>
        <Tile id={`${id}h`} w={154} h={110}>
          {dot(33, 33, 'accent', 3)}
          {dot(121, 77, 'alt', 3)}
          {dot(77, 99, 'accent', 4, tint * 2)}
        </Tile>
        <Fade id={`${id}m`} cx="100%" cy="40%" r="75%" />
      </defs>
      <Glow id={`${id}l`} cx="92%" cy="25%" r="55%" />
      <g mask={`url(#${id}m)`}>
        <rect width="100%" height="100%" fill={`url(#${id}d)`} />
        <rect width="100%" height="100%" fill={`url(#${id}h)`} />
      </g>
    </>
  ),

  // Stretched to the band's width: waves read as waves at any aspect ratio. The crest line fades in from the left,
  // where the text usually sits.
  waves: (id) => (
    <svg aria-hidden="true" y="50%" width="100%" height="50%" viewBox="0 0 1200 400" preserveAspectRatio="none">
      <linearGradient id={`${id}w`}>
        <stop offset="0.3" className={stop.accent} stopOpacity={0} />
        <stop offset="1" className={stop.accent} stopOpacity={0.7} />
      </linearGradient>
      <path d="M0 170C220 90 420 250 640 170S1020 70 1200 150V400H0Z" className={fill.accent} opacity={tint / 2} />
      <path d="M0 250C260 180 470 320 720 240S1060 170 1200 230V400H0Z" className={fill.accent} opacity={tint} />
      <path d="M0 320C300 260 520 370 820 310S1100 270 1200 300V400H0Z" className={fill.alt} opacity={tint} />
      <path
        d="M0 120C240 40 430 200 660 120S1030 20 1200 100"
        stroke={`url(#${id}w)`}
        fill="none"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  ),

  rings: () => (
    <svg aria-hidden="true" x="88%" y="50%" overflow="visible">
      <circle r={70} className={fill.accent} opacity={tint} />
      <g className={stroke.current} fill="none" opacity={faint}>
        {[70, 130, 190, 250, 310, 370, 430].map((r) => (
          <circle key={r} r={r} />
        ))}
      </g>
      <circle
        r={190}
        className={stroke.accent}
        fill="none"
        strokeWidth={2}
        strokeLinecap="round"
        strokeDasharray="160 1034"
        transform="rotate(200)"
      />
      <circle
        r={310}
        className={stroke.alt}
        fill="none"
        strokeWidth={2}
        strokeLinecap="round"
        strokeDasharray="120 1828"
        transform="rotate(130)"
      />
      {dot(-117.8, -54.9, 'accent')}
      {dot(-178.5, 65, 'alt', 4)}
      {dot(-153.9, -197, 'accent', 7, tint * 2)}
      {dot(-366.4, -51.5, 'accent', 4)}
      {dot(-253.9, 177.8, 'alt', 6, tint * 2)}
    </svg>
  ),

  blocks: (id) => (
    <svg aria-hidden="true" x="100%" overflow="visible">
      <defs>
        <Fade id={`${id}m`} cx="100%" cy="0%" r="120%" area={{ x: -320, y: 0, width: 320, height: 320 }} />
      </defs>
      <g mask={`url(#${id}m)`}>
        {blocks.map(([column, row, shape, paint, opacity, turn]) => (
          <g
            key={`${column} ${row}`}
            transform={`translate(${-64 * (column + 1)} ${64 * row}) rotate(${turn} 32 32)`}
            className={shape === 'ring' ? stroke[paint] : fill[paint]}
            opacity={opacity}
          >
            {shapes[shape]}
          </g>
        ))}
      </g>
    </svg>
  ),

  orbit: (id) => (
    <>
      <Glow id={`${id}l`} cx="78%" cy="50%" r="45%" />
      <svg aria-hidden="true" x="78%" y="50%" overflow="visible">
        <g transform="rotate(-18)">
          <g className={stroke.current} fill="none" strokeWidth={1.25} opacity={faint * 1.5}>
            <ellipse rx={110} ry={40} />
            <ellipse rx={200} ry={74} strokeDasharray="3 6" />
            <ellipse rx={300} ry={112} />
          </g>
          <path
            d="M0 0L-128.6 56.7M0 0L173.2 -37M0 0L-150 -97"
            className={stroke.accent}
            opacity={0.4}
            strokeDasharray="2 4"
          />
          {dot(-103.4, -13.7, 'alt', 5)}
          {dot(-128.6, 56.7, 'accent', 6)}
          {dot(173.2, -37, 'alt', 5)}
          {dot(-298.9, 9.8, 'accent', 8, tint * 2)}
          {dot(-150, -97, 'accent', 4)}
          {dot(281.9, 38.3, 'alt', 7, tint * 2)}
        </g>
        <circle r={34} className={fill.accent} opacity={tint * 1.5} />
        <circle r={18} className={fill.accent} />
        <circle r={6} className={fill.highlight} />
      </svg>
    </>
  ),
};

/**
 * An abstract background in the theme's illustration colours, for service and solution heroes. Always decorative.
 * It fills its parent: position it yourself (`position: absolute; inset: 0` behind the content) or let it stand
 * alone as a 2:1 panel.
 */
export function Pattern({ variant = 'grid', palette, className, ...props }: PatternProps) {
  const id = useId().replace(/[^\w-]/g, '');
  return (
    <svg {...props} aria-hidden="true" focusable="false" className={cx(styles.root({ palette }), className)}>
      {motifs[variant](id)}
    </svg>
  );
}

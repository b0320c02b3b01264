/**
 * Measures WCAG 2.2 AA contrast of rendered controls in each interaction state, for story play functions. axe reads
 * the page as it rests: it never sees a hovered, pressed or keyboard-focused control. Here each state is forced the
 * way the kit's styles key on it (RAC's `data-hovered`, `data-pressed`, `data-focus-visible`; the plain `:hover`,
 * `:active` and `:focus-visible` rules of native elements through mirrored rules), then the drawn colours are read
 * from `getComputedStyle`:
 * - every visible label against the background it sits on (ancestors' backgrounds blended, gradients at each stop):
 *   4.5:1, or 3:1 for large text; an icon that is a control's only label, 3:1;
 * - in focus-visible, the focus outline against what surrounds the control: 3:1;
 * - for controls whose edge is what shows them (fields, boxes, state fills), the edge against the surround: 3:1.
 * Disabled controls are left out: WCAG 1.4.3 and 1.4.11 exempt inactive user interface components.
 */
import { blend, contrastRatio, minimumContrast, parseColour, type Rgba } from '../design-system/src/themes/contrast.ts';

const controlStates = ['default', 'hover', 'focus-visible', 'pressed'] as const;
type ControlState = (typeof controlStates)[number];

export interface ControlUnderTest {
  /** Names the control in failures, e.g. "FilterLinks current chip". */
  name: string;
  /** The element that carries the state attributes (RAC's root of the control). */
  element: HTMLElement;
  /** States to force; all of `controlStates` when left out. */
  states?: readonly ControlState[];
  /** The element whose edge (border or fill) shows the control; checked against the surround when given. */
  boundary?: HTMLElement;
  /** The element that draws the focus ring, when not `element` (a checkbox's box). */
  ring?: HTMLElement;
}

/** The attributes (and mirrored pseudo-classes) that put a control into a state. */
const stateAttributes: Record<ControlState, readonly string[]> = {
  default: [],
  hover: ['data-hovered', 'data-contrast-hover'],
  'focus-visible': ['data-focused', 'data-focus-visible', 'data-contrast-focus', 'data-contrast-focus-visible'],
  // A press happens under the pointer.
  pressed: ['data-hovered', 'data-pressed', 'data-contrast-hover', 'data-contrast-active'],
};

const pseudoMirrors: ReadonlyArray<[RegExp, string]> = [
  [/:hover\b/g, '[data-contrast-hover]'],
  [/:focus-visible\b/g, '[data-contrast-focus-visible]'],
  [/:focus(?![-\w])/g, '[data-contrast-focus]'],
  [/:active\b/g, '[data-contrast-active]'],
];

/** Copies each rule that keys on a pseudo-class to one keyed on an attribute this harness can set. */
function mirrorPseudoClassRules(rules: CSSRuleList, insert: (text: string, index: number) => void): void {
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = rules[index];
    if (rule instanceof CSSStyleRule) {
      let selector = rule.selectorText;
      for (const [pattern, attribute] of pseudoMirrors) selector = selector.replace(pattern, attribute);
      if (selector !== rule.selectorText) insert(`${selector} { ${rule.style.cssText} }`, index + 1);
    } else if (rule instanceof CSSGroupingRule) {
      mirrorPseudoClassRules(rule.cssRules, (text, at) => rule.insertRule(text, at));
    }
  }
}

let prepared = false;

/** Once per page: motion off (a style read mid-transition is neither state) and pseudo-class mirrors in. */
function prepareDocument(): void {
  if (prepared) return;
  prepared = true;
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      // Another origin's sheet cannot be read; the kit's styles are all served with the page.
      continue;
    }
    mirrorPseudoClassRules(rules, (text, index) => sheet.insertRule(text, index));
  }
  const still = document.createElement('style');
  // Entrance animations jump to their end, where the control rests.
  still.textContent =
    '*, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
  document.head.append(still);
}

function applyState(element: HTMLElement, state: ControlState): () => void {
  const added = stateAttributes[state].filter((name) => !element.hasAttribute(name));
  for (const name of added) element.setAttribute(name, 'true');
  return () => {
    for (const name of added) element.removeAttribute(name);
  };
}

const colourInText = /(?:rgba?|color)\([^)]*\)|transparent/g;

/**
 * The opaque colours a point of `element` can show beneath its content: its own and its ancestors' backgrounds
 * blended down to the first opaque one (the canvas, white, if none is). A gradient gives one colour per stop.
 */
function backdrops(element: Element | null): Rgba[] {
  const layers: Rgba[][] = [];
  for (let node = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const stops = (style.backgroundImage.match(colourInText) ?? []).map(parseColour);
    const layer = stops.length > 0 ? stops : [parseColour(style.backgroundColor)];
    if (layer.every((colour) => colour.a === 0)) continue;
    layers.push(layer);
    if (layer.every((colour) => colour.a === 1)) break;
  }
  let below: Rgba[] = [parseColour('#fff')];
  for (const layer of layers.reverse()) below = layer.flatMap((top) => below.map((bottom) => blend(top, bottom)));
  return below;
}

function worstRatio(front: Rgba, backs: readonly Rgba[]): { ratio: number; back: Rgba } {
  const measured = backs.map((back) => ({ ratio: contrastRatio(blend(front, back), back), back }));
  return measured.reduce((worst, entry) => (entry.ratio < worst.ratio ? entry : worst));
}

function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  // Visually hidden text (1 px, clipped) is for screen readers; it draws nothing to measure.
  return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clipPath === 'none';
}

function hasOwnText(element: Element): boolean {
  return Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
}

/** Text colour with the opacity of the layers between the text and the control root (a dimmed count). */
function drawnColour(element: Element, root: Element): Rgba {
  const colour = parseColour(getComputedStyle(element).color);
  let opacity = 1;
  for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
    opacity *= Number.parseFloat(getComputedStyle(node).opacity);
  }
  return { ...colour, a: colour.a * opacity };
}

function isLargeText(element: Element): boolean {
  const style = getComputedStyle(element);
  const size = Number.parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number.parseInt(style.fontWeight, 10) >= 700);
}

const show = ({ r, g, b, a }: Rgba) =>
  `rgb(${[r, g, b].map((part) => Math.round(part)).join(' ')}${a < 1 ? ` / ${a.toFixed(2)}` : ''})`;

/** One reading: what was measured, its ratio and the minimum it needs. */
export interface ContrastReading {
  control: string;
  state: ControlState;
  part: string;
  ratio: number;
  minimum: number;
  detail: string;
}

function readLabels(control: ControlUnderTest, state: ControlState): ContrastReading[] {
  const { element } = control;
  const texts = [element, ...Array.from(element.querySelectorAll('*'))].filter(
    (node) => hasOwnText(node) && isShown(node),
  );
  const formValue = element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
  const labels = formValue ? [element] : texts;
  if (labels.length > 0) {
    return labels.map((node) => {
      const front = drawnColour(node, element);
      const { ratio, back } = worstRatio(front, backdrops(node));
      const minimum = isLargeText(node) ? minimumContrast.largeText : minimumContrast.text;
      const words = (node.textContent ?? '').trim().slice(0, 24);
      return {
        control: control.name,
        state,
        part: `text "${words}"`,
        ratio,
        minimum,
        detail: `${show(front)} on ${show(back)}`,
      };
    });
  }
  // No words: the icon is the label (drawn in currentColor), a graphic that must reach 3:1.
  const icon = element.querySelector('svg');
  if (!icon || !isShown(icon)) throw new Error(`${control.name}: no visible label or icon to measure`);
  const front = drawnColour(icon, element);
  const { ratio, back } = worstRatio(front, backdrops(icon));
  return [
    {
      control: control.name,
      state,
      part: 'icon',
      ratio,
      minimum: minimumContrast.nonText,
      detail: `${show(front)} on ${show(back)}`,
    },
  ];
}

function readEdges(control: ControlUnderTest, state: ControlState): ContrastReading[] {
  const readings: ContrastReading[] = [];
  if (control.boundary) {
    const style = getComputedStyle(control.boundary);
    const surround = backdrops(control.boundary.parentElement);
    const edges: Array<[string, Rgba]> = [['fill', parseColour(style.backgroundColor)]];
    if (style.borderTopStyle !== 'none' && Number.parseFloat(style.borderTopWidth) > 0) {
      edges.push(['border', parseColour(style.borderTopColor)]);
    }
    // The edge that shows the control best is the one a viewer finds it by.
    const best = edges
      .map(([part, colour]) => ({ part, colour, ...worstRatio(colour, surround) }))
      .reduce((top, entry) => (entry.ratio > top.ratio ? entry : top));
    readings.push({
      control: control.name,
      state,
      part: `edge (${best.part})`,
      ratio: best.ratio,
      minimum: minimumContrast.nonText,
      detail: `${show(best.colour)} on ${show(best.back)}`,
    });
  }
  if (state === 'focus-visible') {
    const ringElement = control.ring ?? control.element;
    const ring = getComputedStyle(ringElement);
    // A ring drawn inside the control (negative offset) lies on the control's own background.
    const ringGround = backdrops(Number.parseFloat(ring.outlineOffset) < 0 ? ringElement : ringElement.parentElement);
    if (ring.outlineStyle === 'none' || Number.parseFloat(ring.outlineWidth) === 0) {
      readings.push({
        control: control.name,
        state,
        part: 'focus ring',
        ratio: 1,
        minimum: minimumContrast.nonText,
        detail: 'no outline drawn',
      });
    } else {
      const colour = parseColour(ring.outlineColor);
      const { ratio, back } = worstRatio(colour, ringGround);
      readings.push({
        control: control.name,
        state,
        part: 'focus ring',
        ratio,
        minimum: minimumContrast.nonText,
        detail: `${show(colour)} on ${show(back)}`,
      });
    }
  }
  return readings;
}

/** Every reading of every control in every state it takes, in the document's current theme. */
export function measureControls(controls: readonly ControlUnderTest[]): ContrastReading[] {
  prepareDocument();
  return controls.flatMap((control) => {
    if (control.element.matches('[data-disabled], :disabled, [aria-disabled="true"]')) {
      throw new Error(`${control.name} is disabled: WCAG exempts inactive controls from contrast, so do not list it`);
    }
    return (control.states ?? controlStates).flatMap((state) => {
      const restore = applyState(control.element, state);
      try {
        return [...readLabels(control, state), ...readEdges(control, state)];
      } finally {
        restore();
      }
    });
  });
}

/** The readings below their minimum, one line each: control, state, theme, part, ratio and colours. */
export function contrastFailures(readings: readonly ContrastReading[], theme: string): string[] {
  return readings
    .filter((reading) => reading.ratio < reading.minimum)
    .map(
      (reading) =>
        `${reading.control} · ${reading.state} · ${theme}: ${reading.part} ${reading.ratio.toFixed(2)}:1, needs ${reading.minimum}:1 (${reading.detail})`,
    );
}

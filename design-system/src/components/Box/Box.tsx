import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../styles/sprinkles.css.ts';
import { cx } from '../../utils/classNames.ts';

type SprinkleProps = NonNullable<Sprinkles>;

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, SprinkleProps {
  /**
   * The element to render, e.g. `'section'`, `'ul'`, `'nav'`.
   * @default 'div'
   */
  as?: ElementType;
  /**
   * Ref to the rendered element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** Splits layout props (sprinkles) from everything else. */
function splitSprinkles<P extends object>(props: P): [SprinkleProps, Omit<P, keyof SprinkleProps>] {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof SprinkleProps)) layout[name] = value;
    else rest[name] = value;
  }
  return [layout as SprinkleProps, rest as Omit<P, keyof SprinkleProps>];
}

/**
 * The layout atom: any element, with spacing, flex and alignment from the token scales (responsive as
 * `{ mobile, desktop }`). Colour and type belong to components, not to Box.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const [layout, rest] = splitSprinkles(props);
  return createElement(as, { ...rest, className: cx(sprinkles(layout), className) || undefined });
}

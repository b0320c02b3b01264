import { type CSSProperties, useLayoutEffect, useState } from 'react';
import { vars } from '../design-system/src/themes/contract.css.ts';
import { darkThemeClass } from '../design-system/src/themes/dark.css.ts';

type Role = keyof typeof vars.color;
type ThemeValues = Record<Role, string>;

const roles = Object.keys(vars.color) as Role[];
/** `var(--name)` → `--name`. */
const propertyOf = (cssVar: string) => cssVar.slice(4, -1);

/**
 * Reads every colour role from the live stylesheet in both themes. The `dark` class is toggled and restored
 * within one synchronous block, so nothing is painted in between.
 */
function readThemes(): { light: ThemeValues; dark: ThemeValues } {
  const root = document.documentElement;
  const wasDark = root.classList.contains(darkThemeClass);
  const read = (dark: boolean) => {
    root.classList.toggle(darkThemeClass, dark);
    const style = getComputedStyle(root);
    return Object.fromEntries(
      roles.map((role) => [role, style.getPropertyValue(propertyOf(vars.color[role])).trim()]),
    ) as ThemeValues;
  };
  const light = read(false);
  const dark = read(true);
  root.classList.toggle(darkThemeClass, wasDark);
  return { light, dark };
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space['3'],
};

function ThemePanel({ name, values }: { name: string; values: ThemeValues }) {
  return (
    <section
      aria-label={`${name} theme`}
      style={{
        background: values.background,
        color: values.text,
        padding: vars.space['4'],
        borderRadius: vars.radius.lg,
        border: `1px solid ${values.border}`,
      }}
    >
      <h3 style={{ margin: `0 0 ${vars.space['3']}`, color: values.text }}>{name}</h3>
      <div style={grid}>
        {roles.map((role) => (
          <div key={role} style={{ display: 'flex', flexDirection: 'column', gap: vars.space['1'] }}>
            <span
              aria-hidden="true"
              style={{
                height: '2.5rem',
                borderRadius: vars.radius.md,
                background: values[role],
                border: `1px solid ${values.border}`,
              }}
            />
            <code style={{ fontSize: vars.fontSize.xs, color: values.text }}>{role}</code>
            <span style={{ fontSize: vars.fontSize.xs, color: values.textMuted }}>{values[role]}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The semantic colour roles side by side in the light and dark theme, as the stylesheet defines them now. */
export function ColourRoles() {
  const [themes, setThemes] = useState<ReturnType<typeof readThemes> | null>(null);
  useLayoutEffect(() => setThemes(readThemes()), []);
  if (!themes) return null;
  return (
    <div style={{ display: 'grid', gap: vars.space['4'] }}>
      <ThemePanel name="Light" values={themes.light} />
      <ThemePanel name="Dark" values={themes.dark} />
    </div>
  );
}

function scaleRows<K extends string>(scale: Record<K, string>) {
  return Object.entries(scale) as Array<[K, string]>;
}

const rowStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space['4'] };
const keyStyle: CSSProperties = { width: '6rem', flexShrink: 0, fontSize: vars.fontSize.sm };

/** The space scale, each step as a bar of its width. */
export function SpaceScale() {
  return (
    <div style={{ display: 'grid', gap: vars.space['2'] }}>
      {scaleRows(vars.space).map(([key, value]) => (
        <div key={key} style={rowStyle}>
          <code style={keyStyle}>space['{key}']</code>
          <span style={{ width: value, height: '1rem', background: vars.color.accent, borderRadius: '2px' }} />
        </div>
      ))}
    </div>
  );
}

/** The radius scale on sample tiles. */
export function RadiusScale() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] }}>
      {scaleRows(vars.radius).map(([key, value]) => (
        <div key={key} style={{ display: 'grid', gap: vars.space['1'], justifyItems: 'center' }}>
          <span
            style={{
              width: '4rem',
              height: '4rem',
              borderRadius: value,
              background: vars.color.accentSoft,
              border: `2px solid ${vars.color.accent}`,
            }}
          />
          <code style={{ fontSize: vars.fontSize.sm }}>{key}</code>
        </div>
      ))}
    </div>
  );
}

/** The shadow scale on raised tiles, in the current theme (switch the toolbar's theme to compare). */
export function ShadowScale() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space['8'], padding: vars.space['6'] }}>
      {scaleRows(vars.shadow).map(([key, value]) => (
        <div key={key} style={{ display: 'grid', gap: vars.space['3'], justifyItems: 'center' }}>
          <span
            style={{
              width: '6rem',
              height: '4rem',
              borderRadius: vars.radius.lg,
              background: vars.color.surfaceRaised,
              border: `1px solid ${vars.color.border}`,
              boxShadow: value,
            }}
          />
          <code style={{ fontSize: vars.fontSize.sm }}>shadow.{key}</code>
        </div>
      ))}
    </div>
  );
}

/** The type scale, each size set in the body font. */
export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: vars.space['3'] }}>
      {scaleRows(vars.fontSize).map(([key, value]) => (
        <div key={key} style={{ ...rowStyle, alignItems: 'baseline' }}>
          <code style={keyStyle}>fontSize.{key}</code>
          <span style={{ fontSize: value, lineHeight: vars.lineHeight.tight }}>Launch in 48 hours</span>
        </div>
      ))}
    </div>
  );
}

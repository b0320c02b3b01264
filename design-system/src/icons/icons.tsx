import type { ReactNode, SVGProps } from 'react';

/** Props of the kit's icons: decorative SVGs that take the text colour and size (1em by default). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Three bars: opens a menu. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

/** An arrow pointing right: "more this way". */
export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

/** A cross: closes or dismisses. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** A downward chevron: a disclosure that expands. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

/** A right-pointing chevron: the next step, as between breadcrumbs. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 6l6 6-6 6" />
    </Icon>
  );
}

/** A tick: done, included or selected. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 12.75l4.8 4.5L19.5 6.75" />
    </Icon>
  );
}

/** A solid five-pointed star, as in a rating. */
export function StarIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M12 1.8l3.12 6.36 7.08 1.08-5.1 4.92 1.2 6.96L12 17.88l-6.3 3.24 1.2-6.96L1.8 9.24l7.08-1.08z" />
    </Icon>
  );
}

/** A telephone handset. */
export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 3h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 7.3 7.3l1.4-2.2L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </Icon>
  );
}

/** A round speech bubble with a handset: the messaging-app (WhatsApp) link. */
export function WhatsAppIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
      <path
        d="M9 8.2h1.4l.7 1.8-.9.8a5 5 0 0 0 2.9 2.9l.8-.9 1.8.7v1.4a1 1 0 0 1-1 1A6.7 6.7 0 0 1 8 9.2a1 1 0 0 1 1-1z"
        strokeWidth={1.4}
      />
    </Icon>
  );
}

import type { ReactNode, SVGProps } from 'react';

/** Decorative line drawings for the process gallery. They take the text colour, so they follow the theme. */
type IllustrationProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Frame({ children, ...props }: IllustrationProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 240 150"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
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

/** Two people on a call, a phone between them. */
export function DiscoveryIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <circle cx="60" cy="55" r="18" />
      <path d="M30 115c4-22 16-32 30-32s26 10 30 32" />
      <circle cx="180" cy="55" r="18" />
      <path d="M150 115c4-22 16-32 30-32s26 10 30 32" />
      <rect x="104" y="40" width="32" height="56" rx="6" />
      <path d="M114 86h12" />
      <path d="M92 30c6-6 14-9 20-9M148 30c-6-6-14-9-20-9" opacity="0.6" />
    </Frame>
  );
}

/** A browser window with a page layout being drawn. */
export function DesignIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="30" y="20" width="180" height="112" rx="10" />
      <path d="M30 40h180" />
      <circle cx="44" cy="30" r="3" />
      <circle cx="56" cy="30" r="3" />
      <circle cx="68" cy="30" r="3" />
      <rect x="46" y="54" width="80" height="36" rx="4" opacity="0.6" />
      <path d="M46 102h60M46 114h40" />
      <rect x="140" y="54" width="54" height="60" rx="4" />
      <path d="M150 96l10-12 10 8 14-18" />
    </Frame>
  );
}

/** A rocket leaving a rising chart. */
export function LaunchIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path d="M30 130h180" />
      <path d="M40 120l36-30 28 16 46-46" opacity="0.6" />
      <path d="M180 20c-22 6-36 24-40 46l14 14c22-4 40-18 46-40z" />
      <circle cx="170" cy="42" r="6" />
      <path d="M140 66l-14 4 8-16M154 80l-4 14 16-8" />
      <path d="M134 88l-12 12M128 78l-10 6M144 94l-6 10" opacity="0.6" />
    </Frame>
  );
}

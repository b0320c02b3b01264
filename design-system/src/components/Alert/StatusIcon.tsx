/** The four message tones shared by Alert and InlineMessage. */
export const statusTones = ['critical', 'success', 'info', 'warning'] as const;
export type StatusTone = (typeof statusTones)[number];

const paths: Record<StatusTone, string> = {
  critical: 'M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  success: 'M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3',
  info: 'M12 16v-4M12 8h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0z',
  warning: 'M12 8v4M12 16h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0z',
};

/** A decorative icon for a message tone; the words carry the meaning. */
export function StatusIcon({ tone, className }: { tone: StatusTone; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[tone]} />
    </svg>
  );
}

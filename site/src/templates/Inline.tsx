import { TextLink } from '@tallowood/design-system';
import type { ReactNode } from 'react';

const markup = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** Content text with its inline `[label](href)` links and `**bold**` rendered. */
export function Inline({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markup)) {
    const [whole, label, href, bold] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      label && href ? (
        // Another site opens in a new tab, as every off-site link does (TextLink's rule).
        <TextLink key={match.index} href={href}>
          {label}
        </TextLink>
      ) : (
        <strong key={match.index}>{bold}</strong>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

import { CtaBlock } from '@tallowood/design-system';
import { useResolvedLink } from '../../templates/calendarLinks.ts';
import { Inline } from '../../templates/Inline.tsx';
import { targetId } from '../BlockParts.tsx';
import type { BlockOf } from '../registry.ts';

/** The closing call to action: a band of its own, whatever the page's alternation. */
export function CtaSection({ block }: { block: BlockOf<'cta'> }) {
  const secondary = useResolvedLink(block.secondary);
  return (
    <CtaBlock
      id={block.id}
      title={block.title}
      subtitle={<Inline text={block.subtitle} />}
      primaryLabel={block.primary.label}
      primaryHref={block.primary.href}
      primaryTargetId={targetId(block.primary.href)}
      secondaryLabel={block.secondary.label}
      secondaryHref={secondary.href}
      secondaryNewTab={secondary.newTab}
      variant={block.variant}
    />
  );
}

import { TextLink } from '@tallowood/design-system';
import * as styles from './ContentPage.css.ts';

/** A section a contents list names: its anchor and heading. */
interface ContentsEntry {
  id?: string;
  heading: string;
}

/**
 * Jump links to a page's sections: plain anchors, which work on the first tap with or without JavaScript. As a list,
 * or as a row of chips that a phone swipes through.
 */
export function PageContents({
  sections,
  chips = false,
  label = 'On this page',
}: {
  sections: readonly ContentsEntry[];
  chips?: boolean;
  label?: string;
}) {
  return (
    <nav aria-label={label} className={chips ? styles.contentsNav : undefined}>
      <ol className={chips ? styles.contentsChips : styles.contents}>
        {sections.map((section) => (
          <li key={section.id}>
            <TextLink href={`#${section.id}`} className={chips ? styles.contentsChip : undefined}>
              {section.heading}
            </TextLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

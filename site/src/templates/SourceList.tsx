import { Container, Heading, TextLink } from '@tallowood/design-system';
import type { CitedSource } from '../content/sources.ts';
import { longDate } from './ArticleCard.tsx';
import * as styles from './SourceList.css.ts';

/**
 * The sources a page's dated facts were checked against, at its end: each one's title (a link to it, which opens in
 * a new tab like every link to another site), publisher and the day the facts citing it were checked against it.
 */
export function SourceList({ sources }: { sources: readonly CitedSource[] }) {
  return (
    <section aria-labelledby="sources" className={styles.root}>
      <Heading level={2} size="md" id="sources">
        Sources
      </Heading>
      <ul className={styles.list}>
        {sources.map((source) => (
          <li key={source.id}>
            <TextLink href={source.url}>{source.title}</TextLink>, {source.publisher} (checked{' '}
            <time dateTime={source.read}>{longDate(source.read)}</time>)
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sources closing a collection page, in a band of their own after its blocks. */
export function SourcesBand({ sources }: { sources: readonly CitedSource[] }) {
  return (
    <div className={styles.band}>
      <Container>
        <SourceList sources={sources} />
      </Container>
    </div>
  );
}

import { Container, Heading, TextLink } from '@tallowood/design-system';
import type { CitedSource } from '../content/sources.ts';
import { longDate } from './ArticleCard.tsx';
import { PhoneFold } from './PhoneFold.tsx';
import * as styles from './SourceList.css.ts';

/**
 * The sources a page's dated facts were checked against, at its end: each one's title (a link to it, which opens in
 * a new tab like every link to another site), publisher and the day the facts citing it were checked against it.
 */
export function SourceList({ sources, folded = false }: { sources: readonly CitedSource[]; folded?: boolean }) {
  const list = (
    <ul className={styles.list}>
      {sources.map((source) => (
        <li key={source.id}>
          <TextLink href={source.url}>{source.title}</TextLink>, {source.publisher} (checked{' '}
          <time dateTime={source.read}>{longDate(source.read)}</time>)
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="sources" className={styles.root}>
      <Heading level={2} size="md" id="sources">
        Sources
      </Heading>
      {folded && sources.length > 2 ? (
        <div className={styles.fold}>
          <PhoneFold closed={`Show the ${sources.length} sources`} open="Hide the sources" start>
            {list}
          </PhoneFold>
        </div>
      ) : (
        list
      )}
    </section>
  );
}

/** The sources closing a collection page, in a band of their own after its blocks: a phone lists them on a tap. */
export function SourcesBand({ sources }: { sources: readonly CitedSource[] }) {
  return (
    <div className={styles.band}>
      <Container>
        <SourceList sources={sources} folded />
      </Container>
    </div>
  );
}

import { Breadcrumbs, Container, Hero, LinkButton } from '@tallowood/design-system';
import type { LoadedEntry } from '../content/contentIndex.ts';
import type { Block } from '../content/schema.ts';
import type { ResolvedPage } from '../routes/lazyPage.ts';
import { Art } from './Art.tsx';
import { ContentBlock } from './Blocks.tsx';
import * as styles from './ContentPage.css.ts';
import { Inline } from './Inline.tsx';
import { templateStructuredData } from './templates.ts';

/** Landing pages keep a single goal: no trail to wander off by. */
const withoutBreadcrumbs = new Set(['landing']);

/** A stable key for a block: its id, else its type and first words (a page never repeats a block). */
function blockKey(block: Block): string {
  const words =
    'heading' in block && block.heading ? block.heading : 'title' in block && block.title ? block.title : '';
  return `${block.type}:${block.id ?? words}:${'quote' in block ? block.quote.slice(0, 40) : ''}`;
}

/** A collection entry's page: breadcrumbs, hero with its illustration, then its blocks. */
export function ContentPage({ entry }: { entry: LoadedEntry }) {
  const { hero, blocks } = entry.data;
  let band = 0;
  return (
    <>
      {withoutBreadcrumbs.has(entry.template) ? null : (
        <div className={styles.breadcrumbs}>
          <Container>
            <Breadcrumbs
              items={entry.trail.map((step, index, trail) => ({
                id: step.path,
                label: step.name,
                href: index < trail.length - 1 ? step.path : undefined,
              }))}
            />
          </Container>
        </div>
      )}
      <Hero
        variant="plain"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={<Inline text={hero.subtitle} />}
        actions={
          <>
            <LinkButton href={hero.primary.href} size="lg">
              {hero.primary.label}
            </LinkButton>
            {hero.secondary ? (
              <LinkButton href={hero.secondary.href} size="lg" variant="outline">
                {hero.secondary.label}
              </LinkButton>
            ) : null}
          </>
        }
        media={
          <Art
            art={hero.art}
            className={styles.heroArt({ tall: hero.art.kind === 'mockup' && hero.art.device === 'phone' })}
          />
        }
      />
      {blocks.map((block) => {
        // Bands alternate from the hero's plain surface; a closing call to action stands on its own.
        const tone = block.type === 'cta' ? 'surface' : band++ % 2 === 0 ? 'muted' : 'surface';
        return <ContentBlock key={blockKey(block)} block={block} tone={tone} />;
      })}
    </>
  );
}

/** The route's page and head for an entry. */
export function resolveContentPage(entry: LoadedEntry): ResolvedPage {
  const { data } = entry;
  return {
    Component: () => <ContentPage entry={entry} />,
    source: entry.template,
    head: {
      name: data.name,
      title: data.title,
      description: data.description,
      keywords: data.keywords,
      indexed: true,
      breadcrumbs: entry.trail,
      structuredData: import.meta.env.SSR ? templateStructuredData[entry.template](entry) : undefined,
    },
  };
}

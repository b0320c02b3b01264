import { Breadcrumbs, Container, Hero, LinkButton, Section, Text } from '@tallowood/design-system';
import { Fragment } from 'react';
import { JobFacts } from '../blocks/listing/JobFacts.tsx';
import { blocksOf } from '../blocks/select.ts';
import type { LoadedEntry } from '../content/contentIndex.ts';
import { demoLoaders, demoPath } from '../content/demos/demoIndex.ts';
import type { Block, ContentLink } from '../content/schema.ts';
import type { ResolvedPage } from '../routes/lazyPage.ts';
import { Art } from './Art.tsx';
import { ContentBlock, ownsBand } from './Blocks.tsx';
import * as styles from './ContentPage.css.ts';
import { CalendarSection, useResolvedLink } from './calendarLinks.ts';
import { Inline } from './Inline.tsx';
import { PageContents } from './PageContents.tsx';
import { SourcesBand } from './SourceList.tsx';
import { templateStructuredData } from './templates.ts';

/** Landing pages keep a single goal: no trail to wander off by. */
const withoutBreadcrumbs = new Set(['landing']);

/** A stable key for a block: its id, else its type and first words (a page never repeats a block). */
function blockKey(block: Block): string {
  const words =
    'heading' in block && block.heading ? block.heading : 'title' in block && block.title ? block.title : '';
  return `${block.type}:${block.id ?? words}:${'quote' in block ? block.quote.slice(0, 40) : ''}`;
}

function HeroAction({ link, variant }: { link: ContentLink; variant: 'primary' | 'outline' }) {
  const { href, newTab } = useResolvedLink(link);
  return (
    <LinkButton href={href} newTab={newTab} size="lg" variant={variant}>
      {link.label}
    </LinkButton>
  );
}

/** `2024-12` as "December 2024". */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

type Anchored = Extract<Block, { id?: string; heading: string }>;

/** The page's sections a contents list can name: those with an anchor and a heading. */
function anchoredSections(blocks: readonly Block[]): Anchored[] {
  return blocks.filter(
    (block): block is Anchored => Boolean(block.id) && 'heading' in block && typeof block.heading === 'string',
  );
}

/** From this many named sections a page is long enough to open with its contents. */
const contentsFrom = 8;

/** A policy's date and its contents: every section with an anchor. */
function DocumentIntro({ entry }: { entry: LoadedEntry }) {
  const sections = anchoredSections(entry.data.blocks);
  return (
    <Section tone="surface" aria-label="About this document" className={styles.documentIntro}>
      {entry.data.updated ? (
        <Text tone="muted">
          Last updated <time dateTime={entry.data.updated}>{monthName(entry.data.updated)}</time>
        </Text>
      ) : null}
      {sections.length > 1 ? <PageContents sections={sections} /> : null}
    </Section>
  );
}

/** A long page's contents as a row of chips under the hero, so a phone can skip to the part it came for. */
function LongPageContents({ blocks }: { blocks: readonly Block[] }) {
  const sections = anchoredSections(blocks);
  return sections.length >= contentsFrom ? (
    <Container>
      <PageContents sections={sections} chips />
    </Container>
  ) : null;
}

/** A collection entry's page: breadcrumbs, hero with its illustration, then its blocks. */
export function ContentPage({ entry }: { entry: LoadedEntry }) {
  const { hero, blocks, job } = entry.data;
  const document = entry.template === 'legal';
  const page = { slug: entry.slug, path: entry.path, listings: entry.listings };
  const calendarId = blocksOf(blocks, 'calendar')[0]?.id;
  // A case study leads to the demo of its client's site, built from the kit in the client's brand.
  const client = entry.data.project?.client;
  const demo = client && client in demoLoaders ? demoPath(client) : undefined;
  let band = 0;
  // The sources close the page's content, before a closing call to action: that stays the page's last word.
  const sources = entry.sources ? <SourcesBand sources={entry.sources} /> : null;
  const last = blocks.at(-1);
  const sourcesAt = last && ownsBand(last) ? blocks.length - 1 : blocks.length;
  return (
    <CalendarSection value={calendarId}>
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
          hero.primary ? (
            <>
              <HeroAction link={hero.primary} variant="primary" />
              {hero.secondary ? <HeroAction link={hero.secondary} variant="outline" /> : null}
              {demo ? (
                <LinkButton href={demo} size="lg" variant="secondary">
                  See the demo
                </LinkButton>
              ) : null}
            </>
          ) : undefined
        }
        // The drawing stands beside the words from the desktop width; a phone's first screen keeps to the words and
        // buttons, and never fetches the drawing's files.
        media={
          hero.art ? (
            <Art
              art={hero.art}
              className={styles.heroArt({ tall: hero.art.kind === 'mockup' && hero.art.device === 'phone' })}
              deferred
            />
          ) : undefined
        }
        mediaFrom="desktop"
      />
      {job ? (
        <Container>
          <JobFacts job={job} className={styles.jobFacts} />
        </Container>
      ) : null}
      {document ? <DocumentIntro entry={entry} /> : <LongPageContents blocks={blocks} />}
      {blocks.map((block, index) => {
        // Bands alternate from the hero's plain surface (a policy reads as one sheet); a closing call to action
        // stands on its own.
        const tone = ownsBand(block) || document ? 'surface' : band++ % 2 === 0 ? 'muted' : 'surface';
        return (
          <Fragment key={blockKey(block)}>
            {index === sourcesAt ? sources : null}
            <ContentBlock block={block} tone={tone} page={page} opening={index === 0} />
          </Fragment>
        );
      })}
      {sourcesAt === blocks.length ? sources : null}
    </CalendarSection>
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

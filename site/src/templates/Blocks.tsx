import {
  Accordion,
  Badge,
  Card,
  CheckIcon,
  Columns,
  CtaBlock,
  FeatureCard,
  Grid,
  Heading,
  Inline as InlineLayout,
  PricingCard,
  ProcessSteps,
  Section,
  ServiceCard,
  Stack,
  StatTile,
  TestimonialCard,
  Text,
} from '@tallowood/design-system';
import { lazy, Suspense, use } from 'react';
import type { Block, BlockOf } from '../content/schema.ts';
import { CalendarBlock, FormBlock, ListingBlock } from './ActionBlocks.tsx';
import { Art } from './Art.tsx';
import { type BlockProps, BlockSection, CheckList, Note, Prose, targetId } from './BlockParts.tsx';
import * as styles from './ContentPage.css.ts';
import { CalendarSection, resolveLink, useResolvedLink } from './calendarLinks.ts';
import { ChartBlock, ComparisonBarsBlock, RankingCasesBlock, TestimonialsBlock } from './FigureBlocks.tsx';
import { Inline } from './Inline.tsx';
import { ShowcaseBlock, TransformationsBlock } from './WorkBlocks.tsx';

const TableBlock = lazy(() => import('./TableBlock.tsx').then((module) => ({ default: module.TableBlock })));

function ProseBlock({ block, tone }: BlockProps<'prose'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <Prose lead={block.lead} paragraphs={block.paragraphs} />
    </BlockSection>
  );
}

function SplitBlock({ block, tone, opening = false }: BlockProps<'split'>) {
  return (
    <Section id={block.id} tone={tone}>
      <Columns split="1/1" alignY="center" gap={{ mobile: '8', desktop: '16' }}>
        {block.reverse ? <Art art={block.art} deferred={!opening} /> : null}
        <Stack gap="5">
          <Heading level={2} size="xl">
            {block.heading}
          </Heading>
          <Prose paragraphs={block.paragraphs} />
          {block.points ? <CheckList items={block.points} /> : null}
        </Stack>
        {block.reverse ? null : <Art art={block.art} deferred={!opening} />}
      </Columns>
    </Section>
  );
}

function CardsBlock({ block, tone }: BlockProps<'cards'>) {
  const columns = block.columns ?? (block.items.length % 4 === 0 ? 4 : block.items.length === 2 ? 2 : 3);
  return (
    <BlockSection block={block} tone={tone}>
      <Grid columns={{ mobile: 1, desktop: columns }} gap="6" mobileLimit={false}>
        {block.items.map((item) =>
          item.href ? (
            <ServiceCard
              key={item.title}
              title={item.title}
              description={<Inline text={item.body} />}
              link={{ label: item.linkLabel ?? 'Learn more', href: item.href }}
              badge={item.badge}
            />
          ) : (
            <FeatureCard key={item.title} title={item.title} body={<Inline text={item.body} />} />
          ),
        )}
      </Grid>
    </BlockSection>
  );
}

function StatsBlock({ block, tone }: BlockProps<'stats'>) {
  return (
    <BlockSection block={block} tone={tone} label="Results">
      <Grid columns={{ mobile: block.items.length === 3 ? 1 : 2, desktop: block.items.length }} gap="4">
        {block.items.map((item) => (
          <StatTile key={item.label} value={item.value} label={item.label} framed />
        ))}
      </Grid>
      <Note text={block.note} />
    </BlockSection>
  );
}

function ProcessBlock({ block, tone }: BlockProps<'process'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <ProcessSteps
        steps={block.steps.map((step) => ({
          title: step.title,
          description: <Inline text={step.body} />,
          duration: step.duration,
        }))}
      />
    </BlockSection>
  );
}

function ChecklistBlock({ block, tone }: BlockProps<'checklist'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <CheckList items={block.items} columns={block.columns ?? (block.items.length > 5 ? 2 : 1)} />
    </BlockSection>
  );
}

function ListsBlock({ block, tone }: BlockProps<'lists'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <Grid columns={{ mobile: 1, desktop: block.lists.length }} gap="8">
        {block.lists.map((list) => (
          <Stack key={list.title} gap="4">
            <Heading level={3} size="md">
              {list.title}
            </Heading>
            <CheckList items={list.items} />
          </Stack>
        ))}
      </Grid>
    </BlockSection>
  );
}

function TestimonialBlock({ block, tone }: BlockProps<'testimonial'>) {
  return (
    <BlockSection block={block} tone={tone} label="What our clients say">
      <TestimonialCard
        className={styles.testimonial}
        quote={block.quote}
        author={block.author}
        business={block.business}
        rating={block.rating}
      />
    </BlockSection>
  );
}

function StoryBlock({ block, tone }: BlockProps<'story'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <Columns split="3/2" alignY="center" gap={{ mobile: '8', desktop: '12' }}>
        <Stack gap="4">
          <Heading level={3} size="lg">
            {block.title}
          </Heading>
          <Prose paragraphs={block.paragraphs} />
        </Stack>
        <Grid columns={{ mobile: 1, desktop: block.stats.length === 3 ? 1 : 2 }} gap="4">
          {block.stats.map((item) => (
            <StatTile key={item.label} value={item.value} label={item.label} framed />
          ))}
        </Grid>
      </Columns>
    </BlockSection>
  );
}

function BadgesBlock({ block, tone }: BlockProps<'badges'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <InlineLayout as="ul" gap="3" align="center" className={styles.badges}>
        {block.items.map((item) => (
          <li key={item}>
            <Badge variant="outline" className={styles.badge}>
              <CheckIcon aria-hidden="true" /> {item}
            </Badge>
          </li>
        ))}
      </InlineLayout>
    </BlockSection>
  );
}

function PricingBlock({ block, tone }: BlockProps<'pricing'>) {
  const calendarId = use(CalendarSection);
  return (
    <BlockSection block={block} tone={tone}>
      <Grid columns={{ mobile: 1, desktop: block.tiers.length }} gap="6" className={styles.pricing}>
        {block.tiers.map((tier) => (
          <PricingCard
            key={tier.name}
            name={tier.name}
            price={tier.price}
            priceNote={tier.period}
            description={tier.description}
            features={tier.features.map((feature) => <Inline key={feature} text={feature} />)}
            cta={{ label: tier.cta.label, ...resolveLink(tier.cta, calendarId) }}
            popular={tier.highlighted}
            popularLabel={tier.badge}
          />
        ))}
      </Grid>
      {block.addons ? (
        <Stack gap="5" className={styles.addons}>
          <Heading level={3} size="md" align="center">
            {block.addons.heading}
          </Heading>
          <Grid columns={{ mobile: 1, desktop: block.addons.items.length > 4 ? 3 : 2 }} gap="4" mobileLimit={false}>
            {block.addons.items.map((addon) => (
              <FeatureCard key={addon.name} title={addon.name} body={<Inline text={addon.body} />} />
            ))}
          </Grid>
        </Stack>
      ) : null}
      <Note text={block.note} />
    </BlockSection>
  );
}

function ConversationBlock({ block, tone }: BlockProps<'conversation'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Card as="figure" padding="lg" radius="xl" gap="4" className={styles.conversation}>
        {block.title ? (
          <Text as="figcaption" tone="muted" weight="semibold">
            {block.title}
          </Text>
        ) : null}
        <ol className={styles.messages}>
          {block.messages.map((message) => (
            <li key={message.text} className={styles.message({ from: message.from })}>
              <span className={styles.sender}>{message.from === 'customer' ? 'Customer' : 'Automated reply'}</span>
              {message.text}
            </li>
          ))}
        </ol>
      </Card>
    </BlockSection>
  );
}

function FaqBlock({ block, tone }: BlockProps<'faq'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Accordion
        className={styles.faq}
        items={block.items.map((item, index) => ({
          id: `faq-${index}`,
          title: item.question,
          content: <Inline text={item.answer} />,
        }))}
      />
    </BlockSection>
  );
}

function CtaSection({ block }: { block: BlockOf<'cta'> }) {
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

/** Renders one content block; the page alternates their backgrounds. */
export function ContentBlock({
  block,
  tone,
  page,
  opening,
}: { block: Block } & Omit<BlockProps<Block['type']>, 'block'>) {
  switch (block.type) {
    case 'prose':
      return <ProseBlock block={block} tone={tone} page={page} />;
    case 'split':
      return <SplitBlock block={block} tone={tone} page={page} opening={opening} />;
    case 'cards':
      return <CardsBlock block={block} tone={tone} page={page} />;
    case 'stats':
      return <StatsBlock block={block} tone={tone} page={page} />;
    case 'process':
      return <ProcessBlock block={block} tone={tone} page={page} />;
    case 'checklist':
      return <ChecklistBlock block={block} tone={tone} page={page} />;
    case 'lists':
      return <ListsBlock block={block} tone={tone} page={page} />;
    case 'testimonial':
      return <TestimonialBlock block={block} tone={tone} page={page} />;
    case 'story':
      return <StoryBlock block={block} tone={tone} page={page} />;
    case 'badges':
      return <BadgesBlock block={block} tone={tone} page={page} />;
    case 'pricing':
      return <PricingBlock block={block} tone={tone} page={page} />;
    case 'conversation':
      return <ConversationBlock block={block} tone={tone} page={page} />;
    case 'faq':
      return <FaqBlock block={block} tone={tone} page={page} />;
    case 'testimonials':
      return <TestimonialsBlock block={block} tone={tone} page={page} />;
    case 'table':
      return (
        // Its server HTML stays as it is until the table's code has come (only pages with a table fetch it).
        <Suspense fallback={null}>
          <TableBlock block={block} tone={tone} page={page} />
        </Suspense>
      );
    case 'chart':
      return <ChartBlock block={block} tone={tone} page={page} />;
    case 'comparison-bars':
      return <ComparisonBarsBlock block={block} tone={tone} page={page} />;
    case 'ranking-cases':
      return <RankingCasesBlock block={block} tone={tone} page={page} />;
    case 'showcase':
      return <ShowcaseBlock block={block} tone={tone} page={page} opening={opening} />;
    case 'transformations':
      return <TransformationsBlock block={block} tone={tone} page={page} opening={opening} />;
    case 'form':
      return <FormBlock block={block} tone={tone} page={page} />;
    case 'listing':
      return <ListingBlock block={block} tone={tone} page={page} />;
    case 'calendar':
      return <CalendarBlock block={block} tone={tone} page={page} />;
    case 'cta':
      return <CtaSection block={block} />;
  }
}

import { Button, Form, Hero, Section, TextField, TextLink } from '@tallowood/design-system';
import { visuallyHidden } from '@tallowood/design-system/css';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { popularLinks } from '../content/navigation.ts';
import { searchPage } from '../content/search.ts';
import { maxQueryLength, searchDocuments, searchPages } from '../search/searchPages.ts';
import * as styles from './SearchPage.css.ts';

// Only popular pages the site has today: a search page should never send a visitor to a 404.
const known = new Set(searchDocuments.map((document) => document.path));
const popular = popularLinks.filter((link) => known.has(link.href));

/**
 * Site search over the route table. A plain GET form (`/search?q=…`), so it works without JavaScript; with
 * JavaScript the query changes the address in place and the result count is announced.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const query = (params.get('q') ?? '').trim().slice(0, maxQueryLength);
  const hits = useMemo(() => searchPages(query), [query]);
  // The field follows the address (back, forward, a link) without losing focus while the visitor searches.
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  const resultsId = useId();
  const popularId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the page stays and only the results change; without it the browser sends the GET form.
    event.preventDefault();
    const next = value.trim();
    navigate(next ? `/search?${new URLSearchParams({ q: next })}` : '/search');
  };

  const summary = !query
    ? searchPage.prompt
    : hits.length > 0
      ? searchPage.found(hits.length, query)
      : searchPage.nothingFound(query);

  return (
    <>
      <Hero
        variant="plain"
        eyebrow={searchPage.hero.eyebrow}
        title={searchPage.hero.title}
        subtitle={searchPage.hero.subtitle}
      />
      <Section>
        <div className={styles.body}>
          <Form role="search" action="/search" method="get" onSubmit={onSubmit}>
            <div className={styles.row}>
              <TextField
                name="q"
                label={searchPage.form.label}
                description={searchPage.form.description}
                value={value}
                onChange={setValue}
                maxLength={maxQueryLength}
                className={styles.field}
              />
              <Button type="submit">{searchPage.form.submit}</Button>
            </div>
          </Form>

          <p role="status" className={styles.summary}>
            {summary}
          </p>

          {hits.length > 0 ? (
            <>
              <h2 id={resultsId} className={visuallyHidden}>
                {searchPage.resultsLabel}
              </h2>
              <ol className={styles.results} aria-labelledby={resultsId}>
                {hits.map((hit) => (
                  <li key={hit.path} className={styles.result}>
                    <h3 className={styles.resultTitle}>
                      <TextLink href={hit.path}>{hit.title}</TextLink>
                    </h3>
                    <p className={styles.resultDescription}>{hit.description}</p>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <nav aria-labelledby={popularId} className={styles.popular}>
              <h2 id={popularId} className={styles.popularTitle}>
                {searchPage.popularTitle}
              </h2>
              <ul className={styles.popularList}>
                {popular.map((link) => (
                  <li key={link.href}>
                    <TextLink href={link.href}>{link.name}</TextLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <p className={styles.help}>
            {searchPage.help.text} <TextLink href={searchPage.help.link.href}>{searchPage.help.link.label}</TextLink>.
          </p>
        </div>
      </Section>
    </>
  );
}

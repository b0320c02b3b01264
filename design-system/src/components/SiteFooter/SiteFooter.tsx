import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './SiteFooter.css.ts';

/** A footer link. */
export interface FooterLink {
  /** The link's text. */
  label: string;
  /** Where it goes: a site path (routed through RAC's `RouterProvider`) or a full URL. */
  href: string;
}

/** A titled column of footer links. */
export interface FooterColumn {
  /** The column's heading, e.g. "Services"; it also names the column's list. */
  title: string;
  /** The links, top to bottom. */
  links: FooterLink[];
}

export interface SiteFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * Brand mark and a few words about the agency.
   * @default undefined
   */
  brand?: ReactNode;
  /** Columns of links. */
  columns: FooterColumn[];
  /**
   * Contact details (address, phone, e-mail, hours), shown under the brand; wrap them in `<address>`.
   * @default undefined
   */
  contact?: ReactNode;
  /** Copyright line of the bottom row. */
  copyright: ReactNode;
  /**
   * Links of the bottom row: privacy, terms, unsubscribe.
   * @default []
   */
  legalLinks?: FooterLink[];
  /**
   * Accessible name of the navigation landmark around the columns.
   * @default 'Footer'
   */
  navLabel?: string;
  /**
   * Accessible name of the navigation landmark around the legal links.
   * @default 'Legal'
   */
  legalLabel?: string;
  /**
   * Heading level of the column titles, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** The site's footer: brand and contact, columns of links, and a bottom row with copyright and legal links. */
export function SiteFooter({
  brand,
  columns,
  contact,
  copyright,
  legalLinks = [],
  navLabel = 'Footer',
  legalLabel = 'Legal',
  headingLevel = 2,
  className,
  ...props
}: SiteFooterProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <footer {...props} className={cx(styles.root, className)}>
      <div className={styles.inner}>
        {brand || contact ? (
          <div className={styles.brand}>
            {brand}
            {contact ? <div className={styles.contact}>{contact}</div> : null}
          </div>
        ) : null}
        <nav aria-label={navLabel} className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title}>
              <Heading className={styles.columnTitle}>{column.title}</Heading>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={`${link.label} ${link.href}`}>
                    <Link href={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>{copyright}</p>
          {legalLinks.length > 0 ? (
            <nav aria-label={legalLabel}>
              <ul className={styles.legalList}>
                {legalLinks.map((link) => (
                  <li key={`${link.label} ${link.href}`}>
                    <Link href={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

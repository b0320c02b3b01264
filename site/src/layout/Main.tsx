import type { ReactNode } from 'react';
import * as styles from './Main.css.ts';

/** The page's main content: where the skip link, and a new page, take focus. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className={styles.root}>
      {children}
    </main>
  );
}

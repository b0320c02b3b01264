import { SkipLink } from '@tallowood/design-system';
import type { ReactNode } from 'react';
import * as styles from './DemoLayout.css.ts';

/**
 * The frame of a client's demo: the client's site stands as its own, under the agency's bar (which the page draws),
 * without the agency's header, footer or calls to action. The page places its own main content.
 */
export function DemoLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root}>
      <SkipLink />
      {children}
    </div>
  );
}

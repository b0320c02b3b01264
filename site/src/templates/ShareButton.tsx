import { Button } from '@tallowood/design-system';
import { scriptedOnly } from '@tallowood/design-system/css';
import * as styles from './ArticlePage.css.ts';

/**
 * Shares the page (`followShareButtons` in the first script does the sharing, so the first tap works before any other
 * code). Without JavaScript the button is not shown at all.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  return (
    <div className={styles.share} data-share-url={url} data-share-title={title}>
      <Button variant="outline" size="sm" className={scriptedOnly} data-share="">
        Share
      </Button>
      <div role="status" className={styles.shareStatus}>
        <span hidden data-share-outcome="copied">
          Link copied to your clipboard.
        </span>
        <span hidden data-share-outcome="manual">
          Copy this link: <span className={styles.shareUrl}>{url}</span>
        </span>
      </div>
    </div>
  );
}

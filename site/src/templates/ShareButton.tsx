import { Button } from '@tallowood/design-system';
import { useState } from 'react';
import * as styles from './ArticlePage.css.ts';

type Outcome = 'idle' | 'copied' | 'manual';

/**
 * Shares the page: the device's share sheet where the browser has one (phones), otherwise the link is copied
 * with a visible confirmation; if even that is refused, the link is shown to copy by hand. The server renders it, so
 * a first tap before the page's code has loaded is held and replayed; without JavaScript it is not shown at all.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  };

  return (
    <div className={styles.share}>
      <Button variant="outline" size="sm" onPress={share} className={styles.shareButton}>
        Share
      </Button>
      <p role="status" className={styles.shareStatus}>
        {outcome === 'copied' ? 'Link copied to your clipboard.' : null}
        {outcome === 'manual' ? (
          <>
            Copy this link: <span className={styles.shareUrl}>{url}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

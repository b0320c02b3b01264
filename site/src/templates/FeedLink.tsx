/** The blog's RSS feed, where readers' feed apps look for it (React moves the link into `<head>`). */
const feedPath = '/digital-trends/rss.xml';

export function FeedLink() {
  return <link rel="alternate" type="application/rss+xml" title="Tallowood Digital: Digital Trends" href={feedPath} />;
}

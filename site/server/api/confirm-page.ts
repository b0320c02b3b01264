/**
 * The page a newsletter confirmation link opens. Following the link changes nothing (mail scanners
 * open links too); the reader confirms with the button, which POSTs the token.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../mail/html.ts';
import { senderIdentity } from '../mail/identity.ts';

// System colours only: the page follows the reader's light or dark setting and forced colours.
const styles = `
:root { color-scheme: light dark; }
body { margin: 0; font: 1.0625rem/1.6 system-ui, sans-serif; background: Canvas; color: CanvasText; }
main { max-width: 34rem; margin: 0 auto; padding: 4rem 1.25rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
p { margin: 0 0 1.25rem; }
button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; min-height: 2.75rem; border-radius: 0.5rem;
  border: 2px solid ButtonBorder; background: ButtonFace; color: ButtonText; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid Highlight; outline-offset: 3px; }
a { color: LinkText; }
`.trim();

const styleHash = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;

/** The page's own policy: its one stylesheet, and a form that posts back to this site. */
export const confirmPagePolicy = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const confirmPageText = {
  title: 'Confirm your subscription',
  intro: `Press the button to receive ${senderIdentity.name}'s digital growth insights: about one email a month on web design, SEO and marketing for local businesses.`,
  notYou: 'Did not ask for this? Close this page and you will hear nothing more from us.',
  button: 'Confirm my subscription',
  home: `Back to ${senderIdentity.name}`,
};

export function confirmPage(token: string, action: string): string {
  const text = confirmPageText;
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} | ${escapeHtml(senderIdentity.name)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<p><button type="submit">${escapeHtml(text.button)}</button></p>
</form>
<p>${escapeHtml(text.notYou)}</p>
<p><a href="/">${escapeHtml(text.home)}</a></p>
</main>
</body>
</html>
`;
}

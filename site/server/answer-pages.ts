/**
 * The small pages the page path answers with when it will not render: a post from another site, a client over its
 * allowance, a busy server, a database that cannot take the lead. Each is a constant, so a flood of them costs
 * the server nothing but the bytes, and each says what happened and what to do next.
 */
import { business } from '../src/config/business.ts';
import { escapeHtml } from './mail/html.ts';

function page(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title><style>body{font:1.0625rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#1f2937;background:#fff}a{color:#3730a3}</style></head><body><main><h1>${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</main></body></html>`;
}

const home = '<a href="/">Go to the home page</a>';
const contact = `call us on <a href="${escapeHtml(business.phone.href)}">${escapeHtml(business.phone.display)}</a> or e-mail <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a>`;

/** A form posted from a page of another site (403). */
export const crossSitePage = page('The form could not be sent', [
  'This form can only be sent from its page on our site. Nothing was saved and nothing was sent.',
  home,
]);

/** A form posted too often from one connection (429, with `Retry-After`). */
export const formLimitedPage = page('Please wait a moment', [
  'This form was sent several times from your connection in a short while, so this one was not saved. Please wait a minute, then go back and send it again: your browser keeps what you typed.',
  `If it is urgent, ${contact}.`,
]);

/** An unsubscribe asked too often for one address (429, with `Retry-After`). */
export const addressLimitedPage = page('Too many requests for this address', [
  'Too many unsubscribe requests were sent for this address in the last day, so this one was not saved. Please try again later, or use the unsubscribe link in one of our e-mails: it works at once.',
  home,
]);

/** A form the database could not take (503, with `Retry-After`). */
export const formUnavailablePage = page('We could not save your details just now', [
  'Nothing went wrong on your side. Please go back and send the form again in a moment: your browser keeps what you typed.',
  `If it is urgent, ${contact}.`,
]);

/** Pages requested too often from one connection (429, with `Retry-After`). */
export const pagesLimitedPage = page('Too many pages requested', [
  'Too many pages were requested from your connection. Please wait a moment and try again.',
  home,
]);

/** Every render slot taken (503, with `Retry-After`). */
export const busyPage = page('The site is busy', ['The site is busy. Please try again in a moment.', home]);

/** A post that is not one of the site's forms, with what was wrong (one of a few fixed messages). */
export function refusedPage(message: string): string {
  return page('The form could not be sent', [escapeHtml(message), home]);
}

/**
 * Anything that failed unexpectedly on our side (500). The reference is the request's id, which is on its log line,
 * so a visitor who quotes it lets us find what went wrong.
 */
export function failurePage(requestId: string): string {
  return page('Something went wrong on our side', [
    'This page could not be shown because of a fault on our server, not anything you did. Please try again in a moment.',
    `If it keeps happening or it is urgent, ${contact}, and quote the reference <strong>${escapeHtml(requestId)}</strong> so we can find out what happened.`,
    home,
  ]);
}

/**
 * Every promise the site makes, once: the words pages quote, the conditions under which it holds and what the client
 * gets when we fall short. Content quotes a promise by placeholder (`%guarantee-launch%` for its wording,
 * `%Guarantee-launch%` to start a sentence with it), hand-made pages through `guaranteeWording`, and `/terms` sets
 * out every entry's conditions and remedy (`%guarantee-launch-conditions%`, `%guarantee-launch-remedy%`), so a page
 * can never promise what the terms do not give.
 */

/** The words pages quote, apart from the entries so a page that quotes one carries no terms text with it. */
const wordings = {
  launch: '48-hour delivery with a money-back guarantee if late',
  revisions: 'unlimited revisions for 30 days after launch',
  'money-back': '100% money-back guarantee',
  satisfaction: '100% satisfaction guarantee',
  uptime: '99.9% uptime and hosting included the first year',
  'load-time': 'sub-2-second load time',
  'logo-delivery': '7-day delivery guarantee',
  support: '30-day support',
  ownership: 'full ownership and no lock-in',
} as const;

type GuaranteeId = keyof typeof wordings;

/** The exact words a page uses for a promise. */
export function guaranteeWording(id: GuaranteeId): string {
  return wordings[id];
}

interface Guarantee {
  id: GuaranteeId;
  /** Its name in the terms, short enough for a badge (40 characters). */
  title: string;
  wording: string;
  /** When and to what it applies, and what it does not cover. */
  conditions: string;
  /** What the client gets when we do not keep it, and how to claim it. */
  remedy: string;
}

function guarantee(id: GuaranteeId, title: string, terms: Pick<Guarantee, 'conditions' | 'remedy'>): Guarantee {
  return { id, title, wording: wordings[id], ...terms };
}

// Marked pure so a page that quotes only a wording leaves the terms text out of its bundle.
export const guarantees: readonly Guarantee[] = /* @__PURE__ */ (() => [
  guarantee('launch', '48-hour launch guarantee', {
    conditions:
      'Applies to a standard website: a Launch or Growth package site with the pages agreed on the strategy call. The 48 hours start once we have your deposit and everything we asked for: the agreed page plan, your text (or your approval of the words we write), logo, images and any access we need. Within them we deliver the finished site, working at a preview address for you to approve; it goes live on your own domain once you approve it and pay the balance. Delays outside our control do not count: waiting for content, feedback, approvals or access from you, changes to the agreed pages after the clock starts, delays at other companies such as a domain transfer or DNS changes, and events nobody can plan for. Larger builds, such as online shops or sites with many pages, typically take 5-10 business days, and their quote gives the delivery date instead.',
    remedy:
      'If we miss the 48 hours for a reason within our control, we refund everything you have paid for that build, and still finish it if you want us to.',
  }),
  guarantee('revisions', 'Unlimited revisions for 30 days', {
    conditions:
      'For 30 days after launch we make as many revisions as you ask for, at no extra cost. A revision is a change to the pages we built: wording, images, colours, layout, a section added or removed, or a fix for anything that does not work as it should. Extra pages, new features, or a change of direction big enough to be a new design are quoted separately, as is work asked for after the 30 days.',
    remedy:
      'If we have not made a revision you asked for within the 30 days, we make it free even after they end; if we still cannot get the site right for you, the 100% money-back guarantee applies.',
  }),
  guarantee('money-back', 'Your money back on a website build', {
    conditions:
      'Applies to website builds. Tell us within 30 days of launch that you are not happy, and give us the chance to put it right with revisions first. Money already paid to other companies for you (domain fees, paid themes, apps and plugins, advertising spend) and SEO or marketing months already delivered are not ours to refund.',
    remedy:
      'If you would still rather have your money back, we refund 100% of the fees you paid us for the build, within 10 business days, to the original payment method. The design then returns to us: we take the site off our hosting and you stop using it, while your domain and your content stay yours.',
  }),
  guarantee('satisfaction', 'Revisions until you are satisfied', {
    conditions:
      'Applies to website builds: free revisions until you are satisfied, for 30 days after launch (the revisions guarantee), and your money back if you are still not satisfied when you tell us within those 30 days (the money-back guarantee).',
    remedy:
      'We keep revising free until you are satisfied; if you are not, we refund 100% of the fees you paid us for the build, as the money-back guarantee sets out.',
  }),
  guarantee('uptime', '99.9% uptime, first year hosted', {
    conditions:
      'Applies to sites we host. Hosting is included for the first year after launch. Uptime is measured each calendar month by our monitoring, which checks your home page every minute; maintenance we announce at least two business days ahead, and outages at your domain registrar or DNS provider when they are not ours, are not counted.',
    remedy:
      'For each month your site is up less than 99.9% of the time, we add a month of free hosting (or credit a month of hosting fees once you pay for hosting) and send you a written report of what happened and what we changed.',
  }),
  guarantee('load-time', 'Pages that load in under 2 seconds', {
    conditions:
      'Applies to the pages we build for a standard website, tested at launch with Google PageSpeed Insights on a mobile connection: the main content of each page shows in under 2 seconds. It does not cover content or tools added after launch, such as large videos, chat widgets or booking systems from other companies.',
    remedy:
      'If a page we built is slower at launch, or becomes slower within 30 days of launch without new content, we speed it up at no cost; if we cannot get it under 2 seconds within 10 business days, the money-back guarantee applies.',
  }),
  guarantee('logo-delivery', 'Logo package delivered in 7 days', {
    conditions:
      'Applies to the logo package ($399 AUD one-time: 3 concepts and 2 revision rounds). The 7 days start once we have your payment and your completed brief, and end when you receive the final files (SVG, PNG and PDF). Days spent waiting for your choice of concept or your revision feedback are not counted.',
    remedy:
      'If your final files are late for a reason within our control, we refund the $399 in full, and still finish your logo if you want it.',
  }),
  guarantee('support', '30 days of support after launch', {
    conditions:
      'For 30 days after launch you can ask us anything about your site by email or phone in business hours, including how to edit it and read its analytics. We reply within one business day.',
    remedy:
      'If we miss a reply by more than a business day, or something we built stops working within the 30 days, we fix it at no cost and add another 30 days of support.',
  }),
  guarantee('ownership', 'You own it, with no lock-in', {
    conditions:
      'Once you have paid in full, you own your domain name, your content and the design of your website. Themes, plugins, fonts and stock photos are licensed rather than owned (in your name where possible), and our own tools and code libraries stay ours with a permanent licence for you to use any built into your site. There is no lock-in contract: SEO and marketing run month to month.',
    remedy:
      'When you want to move on, we hand over the files, logins and access you need within 5 business days, with no exit fee; ongoing services stop at the end of the month already paid for.',
  }),
])();

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What each guarantee placeholder stands for: `guarantee-<id>` its wording (`Guarantee-<id>` to start a sentence),
 * `guarantee-<id>-title` its name, `guarantee-<id>-conditions` and `guarantee-<id>-remedy` its terms.
 */
export const guaranteePlaceholders: Readonly<Record<string, string>> = /* @__PURE__ */ (() =>
  Object.fromEntries(
    guarantees.flatMap(({ id, title, wording, conditions, remedy }) => [
      [`guarantee-${id}`, wording],
      [`guarantee-${id}-title`, title],
      [`Guarantee-${id}`, capitalised(wording)],
      [`guarantee-${id}-conditions`, conditions],
      [`guarantee-${id}-remedy`, remedy],
    ]),
  ))();

/** Whether a placeholder name is meant as a guarantee (so an unknown one is reported as a guarantee). */
export function namesGuarantee(name: string): boolean {
  return /^guarantee-/i.test(name);
}

/** What an error says of a guarantee placeholder that names no guarantee. */
export function unknownGuarantee(name: string): string {
  const known = guarantees.map(({ id }) => id).join(', ');
  return `%${name}% names no guarantee: use %guarantee-<id>% (or -title, -conditions, -remedy) with one of ${known}`;
}

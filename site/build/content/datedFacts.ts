/**
 * What counts as a dated external fact on a page: the words that name a law, a regulator, a platform's pricing or
 * policy, a search engine's features or a web-vitals threshold. Such facts change (a regulator is renamed, a platform
 * reprices, a metric is replaced), so a page entry whose visible text uses any of these terms must list the sources
 * they were checked against (`sources` in `content/schema.ts`). Add a term here when the site starts stating a new
 * kind of dated fact.
 */

interface DatedFactTerm {
  /** What a writer is told the page mentions. */
  term: string;
  pattern: RegExp;
}

/** A sentence naming WhatsApp or Meta together with what it charges. */
const platformCharges =
  /\b(?:WhatsApp|Meta)\b[^.!?]*\b(?:charges?|charged|pricing|prices?|rates?|fees?|billed)\b|\b(?:charges?|charged|pricing|rates?|fees?|billed)\b[^.!?]*\b(?:WhatsApp|Meta)\b/i;

const datedFactTerms: readonly DatedFactTerm[] = [
  // Laws and regulators
  { term: 'Privacy Act', pattern: /\bPrivacy Act\b/ },
  { term: 'Spam Act', pattern: /\bSpam Act\b/ },
  { term: 'Australian Consumer Law', pattern: /\bAustralian Consumer Law\b|\bACL\b/ },
  { term: 'ACCC', pattern: /\bACCC\b/ },
  { term: 'OAIC', pattern: /\bOAIC\b/ },
  { term: 'ASIC', pattern: /\bASIC\b/ },
  { term: 'Ahpra', pattern: /\bAhpra\b|\bAHPRA\b/ },
  { term: 'a building regulator', pattern: /\bBuilding and Plumbing Commission\b|\bBuilding Authority\b|\bVBA\b/ },
  // Platform pricing and policy
  { term: "WhatsApp or Meta's charges", pattern: platformCharges },
  // Search engine and analytics features
  { term: 'rich results', pattern: /\brich results?\b/i },
  { term: 'AI Overviews', pattern: /\bAI Overviews?\b/ },
  { term: 'GA4', pattern: /\bGA4\b|\bGoogle Analytics 4\b/ },
  { term: 'key events', pattern: /\bkey events?\b/i },
  // Web-vitals thresholds
  { term: 'Core Web Vitals', pattern: /\bCore Web Vitals?\b/i },
  {
    term: 'a web-vitals metric',
    pattern:
      /\b(?:LCP|INP|CLS|FID)\b|Largest Contentful Paint|Interaction to Next Paint|Cumulative Layout Shift|First Input Delay/,
  },
];

/** The dated-fact terms the texts use, each once, in list order. */
export function datedFactsIn(texts: readonly string[]): string[] {
  return datedFactTerms.filter(({ pattern }) => texts.some((text) => pattern.test(text))).map(({ term }) => term);
}

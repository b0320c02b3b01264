import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { business } from '../config/business.ts';
import { contentFacts, fillFacts, withFacts } from './facts.ts';
import { guarantees, guaranteeWording } from './guarantees.ts';

describe('content facts', () => {
  it('fills each placeholder from the business facts, in every string of an entry', () => {
    const problems: string[] = [];
    const filled = fillFacts(
      { hero: { secondary: { label: 'Call %phone%', href: '%phone-link%' } }, blocks: [{ paragraphs: ['%hours%'] }] },
      problems,
    );
    expect(filled).toEqual({
      hero: { secondary: { label: `Call ${business.phone.display}`, href: business.phone.href } },
      blocks: [{ paragraphs: [business.hoursText] }],
    });
    expect(problems).toEqual([]);
  });

  it('names the field of a placeholder that is no fact, and leaves percentages alone', () => {
    const problems: string[] = [];
    fillFacts({ blocks: [{ lead: 'Up 40% in 30% less time, call %fone%' }] }, problems);
    expect(problems).toEqual([expect.stringMatching(/^blocks\.0\.lead: %fone% is not a fact: use one of %phone%/)]);
    expect(withFacts('50% off, 20%', () => {})).toBe('50% off, 20%');
  });

  it("fill a guarantee's wording, name, conditions and remedy by its id", () => {
    const [launch] = guarantees;
    const problems: string[] = [];
    const filled = fillFacts(
      {
        lead: 'Backed by %guarantee-launch%.',
        items: [
          '%Guarantee-launch%',
          '%guarantee-launch-title%: %guarantee-launch-conditions% %guarantee-launch-remedy%',
        ],
      },
      problems,
    );
    expect(filled).toEqual({
      lead: `Backed by ${guaranteeWording('launch')}.`,
      items: [
        '48-hour delivery with a money-back guarantee if late',
        `${launch?.title}: ${launch?.conditions} ${launch?.remedy}`,
      ],
    });
    expect(problems).toEqual([]);
    expect(withFacts('%Guarantee-revisions%', () => {})).toBe('Unlimited revisions for 30 days after launch');
  });

  it('are never retyped in content: pages and articles name them by placeholder', () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(yaml|md)$/.test(file));
    const retyped = files.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8').replace(/\s+/g, ' ');
      return Object.entries(contentFacts)
        .filter(([, fact]) => text.includes(fact))
        .map(([name]) => `${file}: %${name}%`);
    });
    expect(retyped).toEqual([]);
  });
});

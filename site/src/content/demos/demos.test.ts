import { readFileSync } from 'node:fs';
import { clientBrandIds, clientBrands } from '@tallowood/design-system/client-brands';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { demoLoaders } from './demoIndex.ts';
import type { DemoSite } from './demoSite.ts';

const content = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, content), 'utf8');
const showcase = (
  parse(read('sales/portfolio.yaml')) as {
    blocks: { type: string; items?: { client: string; href: string }[] }[];
  }
).blocks.find((block) => block.type === 'showcase');
const demos = await Promise.all(clientBrandIds.map(async (id) => [id, await demoLoaders[id]()] as const));

/** Every piece of text a demo shows. */
function demoText(demo: DemoSite): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk({ ...demo, project: '', liveSite: '' });
  return texts.join('\n');
}

test('every portfolio brand has a demo, and every demo a brand', () => {
  expect(Object.keys(demoLoaders).sort()).toEqual([...clientBrandIds].sort());
});

describe.each(demos)('%s', (id, demo) => {
  test('is the project it is filed under, linking out to the live site its portfolio card names', () => {
    expect(demo.project).toBe(id);
    const card = showcase?.items?.find((item) => item.client === id);
    expect(demo.liveSite).toBe(card?.href);
  });

  test('quotes a person the client roster lists for that client', () => {
    const client = parse(read(`clients/${id}.yaml`)) as { people: { id: string }[] };
    expect(client.people.map((person) => person.id)).toContain(demo.voice.person);
  });

  test('menu links lead to distinct bands', () => {
    const ids = [demo.offer, demo.steps, demo.voice, demo.visit].map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of ids) expect(section).toMatch(/^[a-z][a-z-]*$/);
  });

  test('states no figure its case study or roster entry does not already claim', () => {
    const claims = `${read(`portfolio/${id}.yaml`)}\n${read(`clients/${id}.yaml`)}`;
    const figures = demoText(demo).match(/[+-]?\d[\d.,]*%?/g) ?? [];
    for (const figure of figures) expect(claims, `${figure} in the ${id} demo`).toContain(figure);
  });

  test('reads as Australian English, without placeholder text', () => {
    const text = demoText(demo);
    expect(text).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
    expect(text).not.toMatch(/\b(color|center|organization|optimize|analyze)\b/i);
    expect(text.split(/\s+/).length).toBeGreaterThan(250);
  });
});

test("the demo pages' stylesheet declares each brand face's Latin weights, and no others", () => {
  const declared = [...read('../templates/demoFonts.ts').matchAll(/^import '(@fontsource\/[^']+)';$/gm)].map(
    ([, path]) => path,
  );
  const wanted = clientBrandIds.flatMap((id) => {
    const { display, body } = clientBrands[id].fonts;
    return [display, body].flatMap((face) => face.weights.map((weight) => `${face.package}/latin-${weight}.css`));
  });
  expect(declared.sort()).toEqual(wanted.sort());
});

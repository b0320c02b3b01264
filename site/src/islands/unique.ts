/**
 * An island wakes by its id (`data-island`), so two islands with one id on a page would share one wake-up: the second
 * would never hydrate. The build refuses such a page.
 */
export function duplicateIslandIds(html: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [, id = ''] of html.matchAll(/\sdata-island="([^"]*)"/g)) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}

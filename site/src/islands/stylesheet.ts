/**
 * A prerendered page inlines only the rules its own markup uses and names the site's whole stylesheet on its
 * `<style data-stylesheet>`. The page's code renders more (menus, dialogs, messages), so the whole sheet is
 * loaded before the page hydrates. A page rendered on request inlines the whole sheet and names none.
 */

let loading: Promise<void> | undefined;

/** Resolves once the whole stylesheet has loaded, or failed to (the page then hydrates with the rules it has). */
export function loadWholeStylesheet(): Promise<void> {
  loading ??= new Promise((resolve) => {
    const href = document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet;
    if (!href) {
      resolve();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
  return loading;
}

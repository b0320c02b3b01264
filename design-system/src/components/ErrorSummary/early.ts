/**
 * One field a form can check before its code has run: its element id, the message when it is empty, and (for an
 * e-mail field) the message when the browser finds the address malformed.
 */
export type EarlyCheck = readonly [fieldId: string, required: string, invalid?: string];

/** What a field holds, as far as emptiness goes: a group (radios) counts as filled once one is checked. */
function filled(field: HTMLElement): boolean {
  return 'value' in field ? String(field.value).trim() !== '' : field.querySelector('input:checked') !== null;
}

/**
 * Lists, in a form's early summary (`EarlyErrorSummary`), the problems plain DOM can find before the form's code has
 * run: required fields left empty, an e-mail address the browser calls malformed. The summary shows and takes focus
 * when there are any, and hides when there are none. The form's own summary takes over on its first submit.
 *
 * @returns Whether any problem was found.
 */
export function showEarlyProblems(form: HTMLFormElement): boolean {
  const summary = form.querySelector<HTMLElement>('[data-early-checks]');
  const list = summary?.querySelector('ul');
  if (!summary || !list) return false;
  const items: HTMLLIElement[] = [];
  for (const [id, required, invalid] of JSON.parse(summary.dataset.earlyChecks as string) as EarlyCheck[]) {
    const field = document.getElementById(id);
    if (!field) continue;
    const message = !filled(field)
      ? required
      : invalid && field instanceof HTMLInputElement && !field.validity.valid
        ? invalid
        : undefined;
    if (!message) continue;
    const item = document.createElement('li');
    const link = item.appendChild(document.createElement('a'));
    link.href = `#${id}`;
    link.className = summary.dataset.linkClass ?? '';
    link.textContent = message;
    items.push(item);
  }
  list.replaceChildren(...items);
  summary.toggleAttribute('data-shown', items.length > 0);
  if (items.length > 0) summary.focus();
  return items.length > 0;
}

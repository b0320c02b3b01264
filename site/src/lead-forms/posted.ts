import { createContext, useContext, useSyncExternalStore } from 'react';
import { isLeadFormName, type LeadFormName, type PostedFormState } from '../forms/leadForms.ts';

/** The form the server answered for on this page (a post without scripts, or its sent view). */
export const PostedFormContext = createContext<PostedFormState | undefined>(undefined);

/** The id of the data block that carries the posted form's state from the server's page to the browser. */
export const postedFormElementId = 'posted-form';

/** The server's data block for `state`: JSON that cannot close its element early. */
export function postedFormScript(state: PostedFormState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${postedFormElementId}">${json}</script>`;
}

/** The posted form's state from the page's data block, if the server sent one. */
export function readPostedForm(): PostedFormState | undefined {
  const text = document.getElementById(postedFormElementId)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as PostedFormState;
    return isLeadFormName(state?.form) ? state : undefined;
  } catch {
    return undefined;
  }
}

/** What the server said about this form on the page at `path`, if anything. */
export function usePostedForm(name: LeadFormName, path: string): PostedFormState | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.form === name && posted.path === path ? posted : undefined;
}

// Forms showing errors, with the page they are on: the page title starts with "Error: " meanwhile.
const showingErrors = new Map<LeadFormName, string>();
const listeners = new Set<() => void>();
let version = 0;

/** Says whether a form on the page at `path` shows errors. */
export function setFormErrorsShown(name: LeadFormName, path: string, shown: boolean): void {
  const changed = shown ? showingErrors.get(name) !== path : showingErrors.has(name);
  if (!changed) return;
  if (shown) showingErrors.set(name, path);
  else showingErrors.delete(name);
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a form on the page at `path` shows errors (on the server: a post that came back invalid). */
export function useErrorTitle(path: string): boolean {
  const posted = useContext(PostedFormContext);
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  if (typeof window === 'undefined') return posted?.outcome === 'invalid' && posted.path === path;
  return [...showingErrors.values()].includes(path);
}

import { createContext, useContext } from 'react';
import type { LeadFormName, PostedFormState } from '../forms/leadFormNames.ts';

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
    // Written by our own server into this page; a form reads it only when its name and path match.
    return JSON.parse(text) as PostedFormState;
  } catch {
    return undefined;
  }
}

/** What the server said about this form on the page at `path`, if anything. */
export function usePostedForm(name: LeadFormName, path: string): PostedFormState | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.form === name && posted.path === path ? posted : undefined;
}

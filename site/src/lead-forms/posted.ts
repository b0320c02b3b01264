import { createContext, useContext } from 'react';
import { type LeadFormName, type PostedFormState, postedFormElementId } from '../forms/leadFormNames.ts';

/** The form the server answered for on this page (a post without scripts, or its sent view). */
export const PostedFormContext = createContext<PostedFormState | undefined>(undefined);

/** The server's data block for `state`: JSON that cannot close its element early. */
export function postedFormScript(state: PostedFormState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${postedFormElementId}">${json}</script>`;
}

/** What the server said about this form on the page at `path`, if anything. */
export function usePostedForm(name: LeadFormName, path: string): PostedFormState | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.form === name && posted.path === path ? posted : undefined;
}

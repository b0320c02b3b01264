import { cx, Form, type FormProps } from '@tallowood/design-system';
import { FormErrorSummary, fieldIdFor } from '@tallowood/design-system/react-hook-form';
import { type ReactNode, useMemo } from 'react';
import { earlyChecks, honeypotField } from '../forms/index.ts';
import { fieldOrder } from '../forms/leadForm.ts';
import { formNameField, type LeadFormName, leadFormAnchor } from '../forms/leadFormNames.ts';
import { leadForms } from '../forms/leadForms.ts';
import { CollectionNotice } from './CollectionNotice.tsx';
import { Honeypot } from './Honeypot.tsx';
import * as styles from './LeadForm.css.ts';
import type { UseLeadFormResult } from './useLeadForm.ts';

export interface LeadFormProps<TName extends LeadFormName>
  extends Pick<FormProps, 'aria-label' | 'aria-labelledby' | 'className'> {
  /** What `useLeadForm` returned for this form. */
  lead: UseLeadFormResult<TName>;
  /** The fields, in the order the form's schema declares them (its error summaries list problems in that order). */
  children: ReactNode;
  /** The submit button (and anything beside it). */
  actions: ReactNode;
  /**
   * The form's title and introduction, above the error summary.
   * @default undefined
   */
  header?: ReactNode;
  /**
   * The error summary's heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The view that replaces the form once the lead is stored (its heading takes `lead.successRef`).
   * @default undefined (use `sentNote`)
   */
  success?: ReactNode;
  /**
   * A note above the emptied form once the lead is stored, for forms that stay for another submission.
   * @default undefined
   */
  sentNote?: ReactNode;
  /**
   * The page's own message for a server failure, as a critical `InlineMessage` (every form's failure view; it
   * takes focus); leave it out to show the failure in the error summary.
   * @default undefined
   */
  failure?: ReactNode;
  /**
   * Why the details are collected, for the collection notice.
   * @default the notice's own
   */
  purpose?: string;
}

/**
 * Every lead form's frame: a real `<form method="post">` to the page it is on (so it works before and without
 * scripts), the form's name for the server, the error summary, the server failure, the honeypot, the collection
 * notice and the sent views. Forms bring their fields, words and actions.
 */
export function LeadForm<TName extends LeadFormName>({
  lead,
  children,
  actions,
  header,
  headingLevel = 2,
  success,
  sentNote,
  failure,
  purpose,
  className,
  ...labelling
}: LeadFormProps<TName>) {
  const { name, path, posted, form, onSubmit, status, formRef, failureRef } = lead;
  const anchor = leadFormAnchor(name);
  const order = useMemo(() => fieldOrder(leadForms[name]), [name]);
  const early = useMemo(() => earlyChecks(leadForms[name].schema, order, fieldIdFor), [name, order]);
  if (status === 'success' && success !== undefined) {
    return (
      <div id={anchor} className={cx(styles.root, className)}>
        {success}
      </div>
    );
  }
  return (
    <div id={anchor} className={cx(styles.root, className)}>
      {/* No fragment in the action: a page that comes back with problems focuses its summary (autofocus), which
          browsers skip on a page opened at a fragment. */}
      <Form {...labelling} ref={formRef} method="post" action={path} onSubmit={onSubmit}>
        <input type="hidden" name={formNameField} value={name} />
        {header}
        <FormErrorSummary
          control={form.control}
          order={order}
          early={early}
          headingLevel={headingLevel}
          // A page the server sent back with problems opens on them, as GOV.UK's do.
          autoFocus={posted?.outcome === 'invalid'}
        />
        {failure !== undefined && status === 'error' && lead.failure ? (
          <div ref={failureRef} tabIndex={-1} className={styles.failure}>
            {failure}
          </div>
        ) : null}
        {status === 'success' && sentNote !== undefined ? sentNote : null}
        {children}
        <Honeypot {...form.register(honeypotField as never)} />
        <CollectionNotice purpose={purpose} />
        {actions}
      </Form>
    </div>
  );
}

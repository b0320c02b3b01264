import { type HTMLAttributes, type MouseEvent, type Ref, useEffect, useRef } from 'react';
import { cx } from '../../utils/classNames.ts';
import * as styles from './ErrorSummary.css.ts';
import type { EarlyCheck } from './early.ts';

/** One problem to list: its message and, when it belongs to a field, that field's element id. */
export interface ErrorSummaryItem {
  /** Element id of the field the message belongs to; without it the message is plain text. */
  fieldId?: string;
  /** What is wrong and how to fix it, as shown by the field, e.g. "Enter a valid email address". */
  message: string;
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The problems, in the order of the fields on the page. Nothing renders while empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * The heading.
   * @default 'There is a problem'
   */
  title?: string;
  /**
   * Heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Text between the heading and the list.
   * @default undefined
   */
  description?: string;
  /**
   * Changing this (e.g. to react-hook-form's `submitCount`) moves focus to the summary again while it shows errors,
   * so every failed submit lands on it. It always takes focus when errors go from none to some.
   * @default undefined
   */
  focusKey?: unknown;
}

const notFocused = Symbol('notFocused');

const focusableSelector =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * The label (or group legend) that names a field, so it can be scrolled into view with it: a field scrolled to
 * on its own would show its box with the question above it cut off.
 */
function labelOf(element: HTMLElement): HTMLElement | undefined {
  const labelled = element.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const byId = labelled ? document.getElementById(labelled) : null;
  if (byId) return byId;
  const id = element.id;
  const label = id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(id)}"]`) : null;
  return label ?? element.closest('fieldset')?.querySelector<HTMLElement>('legend') ?? undefined;
}

/**
 * Focuses the field with this id (for a group, e.g. radios, its checked or first enabled control), with its label
 * scrolled into view above it.
 */
export function focusField(fieldId: string): boolean {
  const element = document.getElementById(fieldId);
  if (!element) return false;
  const target = element.matches(focusableSelector)
    ? element
    : (element.querySelector<HTMLElement>('input:checked:not([disabled])') ??
      element.querySelector<HTMLElement>(focusableSelector) ??
      element);
  const label = labelOf(element);
  if (label) label.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: Boolean(label) });
  return document.activeElement === target;
}

/**
 * The list of a form's problems after a failed submit, each linking to its field. It takes focus when it appears
 * so screen reader and keyboard users start from it (no live region needed).
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  headingLevel = 2,
  description,
  focusKey,
  className,
  ...props
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  // The focusKey the summary last took focus for; `notFocused` until it has. A summary that comes with the page
  // (`autoFocus`) was focused by the browser on load; hydrating it later must not move focus again.
  const focusedFor = useRef<unknown>(props.autoFocus && hasErrors ? focusKey : notFocused);

  useEffect(() => {
    if (!hasErrors) {
      // Without a focusKey, every appearance counts as new.
      if (focusKey === undefined) focusedFor.current = notFocused;
      return;
    }
    if (focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;
  const Heading = `h${headingLevel}` as const;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <div {...props} ref={ref} tabIndex={-1} className={cx(styles.root, className)}>
      {/* An inner alert, as in GOV.UK Frontend: announced when it appears, even where focus is not moved to it. */}
      <div role="alert">
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={`${error.fieldId ?? ''}:${error.message}`}>
              {error.fieldId ? (
                <a
                  href={`#${error.fieldId}`}
                  className={styles.link}
                  onClick={(event) => onLinkClick(event, error.fieldId as string)}
                >
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export interface EarlyErrorSummaryProps extends Pick<ErrorSummaryProps, 'title' | 'headingLevel' | 'className'> {
  /** The fields to check, in page order. */
  checks: readonly EarlyCheck[];
  /** The summary's element, for the form's code to retire it (`retireEarlyProblems`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The `ErrorSummary` a form shows before its code has run. It renders hidden, carrying its checks; the page's first
 * script fills and shows it on a submit (`showEarlyProblems`), so the first tap on Send answers at once. React never
 * renders its list, so the first script's items survive hydration.
 */
export function EarlyErrorSummary({
  checks,
  title = 'There is a problem',
  headingLevel = 2,
  className,
  ref,
}: EarlyErrorSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-early-checks={JSON.stringify(checks)}
      data-link-class={styles.link}
      className={cx(styles.root, styles.early, className)}
    >
      <div role="alert">
        <Heading className={styles.title}>{title}</Heading>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; React must leave the list's items to the first script */}
        <ul className={styles.list} dangerouslySetInnerHTML={{ __html: '' }} />
      </div>
    </div>
  );
}

/** Hides an early summary (`EarlyErrorSummary`) once the form's code gives its own verdict. */
export function retireEarlyProblems(summary: HTMLElement | null): void {
  summary?.removeAttribute('data-shown');
  summary?.querySelector('ul')?.replaceChildren();
}

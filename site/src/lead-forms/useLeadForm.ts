import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createFormControl,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import type * as v from 'valibot';
import { useLocation } from 'wouter';
import { track } from '../analytics/analytics.ts';
import { honeypotField } from '../forms/index.ts';
import type { AnyLeadForm } from '../forms/leadForm.ts';
import { formNameField, type LeadFormName, type PostedFormState } from '../forms/leadFormNames.ts';
import { leadForms } from '../forms/leadForms.ts';
import { usePostedForm } from './posted.ts';
import { createSubmissionKeys, type SubmitOutcome, submitLead } from './submit.ts';

const errorTitlePrefix = 'Error: ';

type LeadFormStatus = 'editing' | 'submitting' | 'success' | 'error';

/** Why the last submission did not go through (values the server refused are shown on their fields instead). */
export type LeadFormFailure = { reason: 'failed' } | { reason: 'rate_limited'; retryAfter: number };

type Forms = typeof leadForms;

export interface UseLeadFormOptions<TName extends LeadFormName> {
  /** The form, as `leadForms` names it: its schema, endpoint and HTML post come from there. */
  name: TName;
  /** Name reported with the `form_submit` analytics event. */
  analyticsName: string;
  /** Starting values (the honeypot is added empty). */
  defaultValues: DefaultValues<v.InferInput<Forms[TName]['schema']> & FieldValues>;
  /**
   * A message put into the form's error summary (`errors.root.server`) when the server fails or cannot be reached,
   * so it stays on screen and takes focus. Leave it out when the page shows its own message through `failureRef`.
   */
  failureMessage?: string | ((failure: LeadFormFailure) => string);
  /** Called after the lead is stored, e.g. to show a toast. */
  onSuccess?: (values: v.InferOutput<Forms[TName]['schema']>) => void;
  /** Called when the server fails, cannot be reached or rate-limits, e.g. to show a toast. */
  onFailure?: (failure: LeadFormFailure) => void;
  /** Called when the values fail the schema in the browser (nothing is sent). */
  onInvalid?: (errors: FieldErrors) => void;
  /**
   * When a field is first checked: on submit, or also when the visitor leaves it (`onTouched`).
   * @default 'onSubmit'
   */
  mode?: 'onSubmit' | 'onTouched';
}

export interface UseLeadFormResult<TName extends LeadFormName> {
  name: TName;
  /** Where the form posts without scripts: the page it is on. */
  path: string;
  /** What the server said about this form when the page came from a post without scripts. */
  posted: PostedFormState | undefined;
  form: UseFormReturn<
    v.InferInput<Forms[TName]['schema']> & FieldValues,
    unknown,
    v.InferOutput<Forms[TName]['schema']> & FieldValues
  >;
  /** Pass to the form's `onSubmit`. */
  onSubmit: (event?: { preventDefault?: () => void }) => Promise<void>;
  status: LeadFormStatus;
  /** Set while `status` is `error` because of the server or the network (not for field errors). */
  failure: LeadFormFailure | undefined;
  /** Attach to the page's own failure message (with `tabIndex={-1}`); it takes focus when a submission fails. */
  failureRef: (element: HTMLElement | null) => void;
  /** Attach to the thank-you view's heading (with `tabIndex={-1}`); it takes focus when the lead is stored. */
  successRef: (element: HTMLElement | null) => void;
  /** Back to an empty form for another submission. */
  startOver: () => void;
  /** Pass to the `<Form>` as `ref`: it takes over what the visitor typed before the form's code arrived. */
  formRef: (element: HTMLFormElement | null) => void;
}

/**
 * The value a control holds that the form state does not know yet, if any. The server's HTML is editable
 * before the form's code has loaded, so a quick visitor may already have typed or ticked something.
 */
function typedValue(control: Element | RadioNodeList | null, current: unknown): string | boolean | undefined {
  if (control instanceof RadioNodeList)
    return control.value !== '' && control.value !== current ? control.value : undefined;
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return typeof current === 'boolean' && control.checked !== current ? control.checked : undefined;
  const editable =
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement ||
    (control instanceof HTMLInputElement && !['hidden', 'radio', 'submit', 'button', 'reset'].includes(control.type));
  if (!editable) return undefined;
  return control.value !== '' && control.value !== current ? control.value : undefined;
}

/**
 * A lead form's wiring: react-hook-form validated by the shared valibot schema, a POST with one idempotency key per
 * submission, server field issues shown on their fields, and the status the page renders from.
 */
export function useLeadForm<TName extends LeadFormName>(options: UseLeadFormOptions<TName>): UseLeadFormResult<TName> {
  type Input = v.InferInput<Forms[TName]['schema']> & FieldValues;
  type Output = v.InferOutput<Forms[TName]['schema']> & FieldValues;
  const {
    name,
    analyticsName,
    defaultValues,
    failureMessage,
    onSuccess,
    onFailure,
    onInvalid,
    mode = 'onSubmit',
  } = options;
  const { schema, endpoint, fixed, toBody }: AnyLeadForm = leadForms[name];
  const [path] = useLocation();
  const posted = usePostedForm(name, path);

  // The resolver's generics are stricter than our generic schema; the schema is the form's own.
  const resolver = useMemo(() => valibotResolver(schema as never) as never, [schema]);
  const formOptions = {
    resolver,
    mode,
    // The error summary takes focus on a failed submit and links to each field.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  } as const;
  // Built before the first render so that a form the server sent back with problems renders them at once:
  // the values as typed, each field's message, and the summary.
  const [formControl] = useState(() => {
    const created = createFormControl<Input, unknown, Output>({
      ...formOptions,
      defaultValues: {
        ...defaultValues,
        ...fixed,
        ...(posted?.outcome === 'invalid' ? posted.values : {}),
        [honeypotField]: '',
      } as DefaultValues<Input>,
    });
    if (posted?.outcome === 'invalid')
      for (const issue of posted.issues)
        created.setError((issue.path || 'root.server') as FieldPath<Input>, { type: 'server', message: issue.message });
    return created;
  });
  // useForm takes its options from its own props on every render; the values stay with the control.
  const form = useForm<Input, unknown, Output>({ ...formOptions, formControl: formControl.formControl });
  const { errors } = useFormState({ control: form.control });
  const showingErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!showingErrors) return;
    // While the form shows errors the page title says so first, as GOV.UK's do; only the prefix is ours to remove,
    // so a title the next page has set already stays.
    if (!document.title.startsWith(errorTitlePrefix)) document.title = `${errorTitlePrefix}${document.title}`;
    return () => {
      if (document.title.startsWith(errorTitlePrefix)) document.title = document.title.slice(errorTitlePrefix.length);
    };
  }, [showingErrors]);

  const keys = useMemo(() => createSubmissionKeys(), []);
  const [status, setStatus] = useState<LeadFormStatus>(
    posted?.outcome === 'sent' ? 'success' : posted?.outcome === 'invalid' ? 'error' : 'editing',
  );
  const [failure, setFailure] = useState<LeadFormFailure>();
  // Callback refs, so any element (a heading, a message box) can take them as its `ref`.
  const failureElement = useRef<HTMLElement | null>(null);
  const successElement = useRef<HTMLElement | null>(null);
  const failureRef = useCallback((element: HTMLElement | null) => {
    failureElement.current = element;
  }, []);
  const successRef = useCallback((element: HTMLElement | null) => {
    successElement.current = element;
  }, []);
  // Guards against a second submission while one is in flight (a double click before React re-renders).
  const inFlight = useRef(false);
  const latest = useRef({ failureMessage, onSuccess, onFailure, onInvalid });
  latest.current = { failureMessage, onSuccess, onFailure, onInvalid };

  useEffect(() => {
    if (status === 'error' && failure) failureElement.current?.focus();
    if (status === 'success') successElement.current?.focus();
  }, [status, failure]);

  const submitValid = useCallback(
    async (values: Output) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStatus('submitting');
      setFailure(undefined);
      try {
        const body = toBody ? toBody(values as never) : values;
        const outcome = (await submitLead(endpoint, body, keys.keyFor(body))) as SubmitOutcome<unknown>;
        if (outcome.ok) {
          keys.reset();
          setStatus('success');
          track({ event: 'form_submit', form: analyticsName });
          latest.current.onSuccess?.(values);
          return;
        }
        if (outcome.reason === 'validation') {
          for (const issue of outcome.issues) {
            const path = (issue.path || 'root.server') as FieldPath<Input> | `root.${string}`;
            form.setError(path, { type: 'server', message: issue.message });
          }
          setStatus('error');
          return;
        }
        const failed: LeadFormFailure =
          outcome.reason === 'rate_limited' ? { reason: 'rate_limited', retryAfter: outcome.retryAfter } : outcome;
        const message = latest.current.failureMessage;
        if (message) {
          form.setError('root.server', {
            type: 'server',
            message: typeof message === 'function' ? message(failed) : message,
          });
        }
        setFailure(failed);
        setStatus('error');
        latest.current.onFailure?.(failed);
      } catch {
        // submitLead does not throw; this keeps the form usable if a callback does.
        setFailure({ reason: 'failed' });
        setStatus('error');
      } finally {
        inFlight.current = false;
      }
    },
    [endpoint, toBody, analyticsName, keys, form],
  );

  const handle = form.handleSubmit(submitValid, (errors) => {
    setFailure(undefined);
    setStatus('error');
    latest.current.onInvalid?.(errors);
  });
  const onSubmit = useCallback(
    async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      if (inFlight.current) return;
      // A previous server failure is not a field error: clear it so the summary shows only current problems.
      form.clearErrors('root');
      await handle();
    },
    [form, handle],
  );

  const startOver = useCallback(() => {
    keys.reset();
    form.reset();
    setFailure(undefined);
    setStatus('editing');
  }, [form, keys]);

  const formRef = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element) return;
      const values = form.getValues() as Record<string, unknown>;
      // Fields without a starting value (a select left unchosen) count too.
      const names = new Set([
        ...Object.keys(values),
        ...Array.from(element.elements, (control) => (control as HTMLInputElement).name).filter(
          (name) => name && name !== formNameField,
        ),
      ]);
      for (const name of names) {
        const current = values[name];
        const typed = typedValue(element.elements.namedItem(name), current);
        if (typed !== undefined) form.setValue(name as FieldPath<Input>, typed as never, { shouldDirty: true });
      }
    },
    [form],
  );

  return { name, path, posted, form, onSubmit, status, failure, failureRef, successRef, startOver, formRef };
}

import { useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** A form's text fields by name. */
export type FormValues = Record<string, string>;
/** A message per field that is wrong. */
type FieldErrors<Values extends FormValues> = Partial<Record<keyof Values & string, string>>;

/** What became of a send: done, refused with a message per field, or failed as a whole. */
export type SendOutcome<Values extends FormValues> =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: FieldErrors<Values>; message?: string }
  | { kind: 'failed'; message: string };

type FormStatus = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export interface PlainFormOptions<Values extends FormValues> {
  initial: Values;
  /** While false, a submit is ignored (its button says so with aria-disabled): required text missing. */
  ready?: (values: Values) => boolean;
  /** Messages for the fields that are wrong before anything is sent (may load its rules on demand). */
  check?: (values: Values, form: HTMLFormElement) => FieldErrors<Values> | Promise<FieldErrors<Values>>;
  send: (values: Values) => Promise<SendOutcome<Values>>;
  /**
   * The message when `check` or `send` throws (its rules' chunk did not load: offline). Without
   * it a throw is a defect and goes up.
   */
  thrownMessage?: (error: unknown) => string;
  /** Empty the fields after a send that went through (default). */
  clearOnSent?: boolean;
  /** The fields' id prefix (`<prefix>-<name>`, `<prefix>-<name>-error`); a unique one by default. */
  idPrefix?: string;
}

export interface PlainForm<Values extends FormValues> {
  values: Values;
  errors: FieldErrors<Values>;
  status: FormStatus;
  sending: boolean;
  /** Whether a submit would be taken now (ready, not sending, the page's script running). */
  canSubmit: boolean;
  /** Whether the page's script runs: before, a submit button would reload the page natively. */
  hydrated: boolean;
  setValue: (field: keyof Values & string, value: string) => void;
  /** Back to editing (after a success, "send another"). */
  edit: () => void;
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
    'aria-busy': boolean;
  };
  /** A field's value, change handler, id and error wiring; `hintId` joins its description. */
  fieldProps: (
    field: keyof Values & string,
    hintId?: string,
  ) => {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The id of a field's error text, for the element that shows `errors[field]`. */
  errorId: (field: keyof Values & string) => string;
}

/**
 * The one way of the plain forms kept off antd for weight (the contact form, the footer's
 * newsletter, the chat's registration and reply boxes; antd's `SiteForm` serves the pages
 * that load antd anyway): controlled text fields, a check before sending with a message on
 * each wrong field and focus on the first, the send's outcome (the API's field errors on
 * their fields), a sending state that ignores a second submit, and what was typed before
 * the page's script ran kept.
 */
export function usePlainForm<Values extends FormValues>(options: PlainFormOptions<Values>): PlainForm<Values> {
  const { initial, ready = () => true, check, send, clearOnSent = true } = options;
  const generatedId = useId();
  const idPrefix = options.idPrefix ?? generatedId;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // React keeps early typing in the fields but not in the state (useTypedBeforeHydration).
  useTypedBeforeHydration(
    () => formRef.current,
    (typed) => setValues((previous) => ({ ...previous, ...pick(typed, previous) })),
  );

  const sending = status.kind === 'sending';
  const canSubmit = hydrated && !sending && ready(values);

  const focusFirstError = (found: FieldErrors<Values>) => {
    const first = Object.keys(initial).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const checkAndSend = async (form: HTMLFormElement): Promise<SendOutcome<Values> | null> => {
    const found = check ? await check(values, form) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'editing' });
      focusFirstError(found);
      return null;
    }
    setStatus({ kind: 'sending' });
    return send(values);
  };

  const submit = async (form: HTMLFormElement) => {
    if (!canSubmit) return;
    let outcome: SendOutcome<Values> | null;
    try {
      outcome = await checkAndSend(form);
    } catch (error) {
      if (!options.thrownMessage) throw error;
      outcome = { kind: 'failed', message: options.thrownMessage(error) };
    }
    if (outcome === null) return;
    if (outcome.kind === 'sent') {
      if (clearOnSent) setValues(initial);
      setStatus({ kind: 'sent' });
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setStatus(outcome.message ? { kind: 'failed', message: outcome.message } : { kind: 'editing' });
      focusFirstError(outcome.errors);
    } else {
      setStatus({ kind: 'failed', message: outcome.message });
    }
  };

  const setValue = (field: keyof Values & string, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    // A new edit after a failure or a success: the old word no longer applies.
    setStatus((previous) => (previous.kind === 'failed' || previous.kind === 'sent' ? { kind: 'editing' } : previous));
  };

  const errorId = (field: keyof Values & string) => `${idPrefix}-${field}-error`;

  return {
    values,
    errors,
    status,
    sending,
    canSubmit,
    hydrated,
    setValue,
    edit: () => setStatus({ kind: 'editing' }),
    formProps: {
      ref: formRef,
      onSubmit: (event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      },
      noValidate: true,
      'aria-busy': sending,
    },
    fieldProps: (field, hintId) => ({
      id: `${idPrefix}-${field}`,
      name: field,
      value: values[field] ?? '',
      onChange: (event) => setValue(field, event.target.value),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': [hintId, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined,
    }),
    errorId,
  };
}

/** The typed values of the form's own fields (a form may hold others, e.g. a search box's). */
function pick<Values extends FormValues>(typed: Record<string, string>, fields: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(typed).filter(([name]) => name in fields)) as Partial<Values>;
}

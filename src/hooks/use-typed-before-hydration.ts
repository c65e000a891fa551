import { useFirstCommit } from './use-first-commit';

/** Field name → the text the visitor left in it. */
export type TypedValues = Record<string, string>;

type TextField = HTMLInputElement | HTMLTextAreaElement;

// Fields whose value is text the visitor types; checkboxes, radios, files and hidden
// inputs carry their state elsewhere (`checked`) or are not typed into.
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

const byName = (field: TextField): string | null => field.name || null;

/**
 * The text fields of `form` whose text is no longer what the HTML came with: what the
 * visitor typed (or the browser filled in) while the page's script had not yet run.
 * `fieldKey` names each field (its `name` by default); fields it returns null for are skipped.
 * @internal exported for the tests
 */
export function typedValuesIn(
  form: ParentNode | null,
  fieldKey: (field: TextField) => string | null = byName,
): TypedValues {
  const typed: TypedValues = {};
  if (!form) return typed;
  for (const field of form.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const key = fieldKey(field);
    if (key !== null) typed[key] = field.value;
  }
  return typed;
}

/**
 * Hands what a visitor typed into a server-rendered form before its script ran to the
 * form's state, so it is neither lost nor sent as empty.
 *
 * React keeps such text in the field when it hydrates, but fires no change event for it
 * (that replay exists only behind a flag, `enableHydrationChangeEvent`, off in React 19),
 * so a controlled field's state still says empty and its next render writes the empty
 * value back; pages re-render at once after hydration (the router becomes ready, `useHydrated`).
 * Seen in CI: an email typed as soon as the sign-in page showed vanished, and the form said
 * "Email is required". This reads the fields at the form's first commit, before any such
 * re-render, and gives those that changed to `adopt`. A form rendered in the
 * browser (after a client-side navigation) holds nothing typed yet, so it adopts nothing.
 *
 * `formOf` returns the form's element at that commit; `fieldKey` as in `typedValuesIn`.
 */
export function useTypedBeforeHydration(
  formOf: () => ParentNode | null,
  adopt: (typed: TypedValues) => void,
  fieldKey?: (field: TextField) => string | null,
): void {
  useFirstCommit(() => {
    const typed = typedValuesIn(formOf(), fieldKey);
    if (Object.keys(typed).length > 0) adopt(typed);
  });
}

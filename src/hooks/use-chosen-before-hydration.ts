import { useFirstCommit } from './use-first-commit';

const CHOICES = 'input[type="checkbox"], input[type="radio"]';

/**
 * Whether a checkbox or radio of `container` is no longer as its HTML came: ticked or unticked by the visitor.
 * @internal exported for the tests
 */
export function choiceChangedIn(container: ParentNode): boolean {
  return [...container.querySelectorAll<HTMLInputElement>(CHOICES)].some(
    (input) => input.checked !== input.defaultChecked,
  );
}

/** The values of the ticked inputs named `name` in `container`, as the visitor sees them. */
export function chosenValues(container: ParentNode, name: string): string[] {
  return [...container.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((input) => input.value);
}

/**
 * useTypedBeforeHydration's counterpart for checkboxes and radios. A filter a visitor ticks
 * while the page's script has not yet run shows ticked, but React fired nothing for it (the
 * same missing replay as for typed text), so nothing was applied, and the next render
 * unticks it again. At the first commit, when one of the container's choices differs from
 * its HTML, `adopt` gets the container to read the visitor's choices from (`chosenValues`),
 * and applies them as a tick after hydration would have been.
 *
 * `containerOf` returns the element around the choices at that commit.
 */
export function useChosenBeforeHydration(
  containerOf: () => ParentNode | null,
  adopt: (container: ParentNode) => void,
): void {
  useFirstCommit(() => {
    const container = containerOf();
    if (container && choiceChangedIn(container)) adopt(container);
  });
}

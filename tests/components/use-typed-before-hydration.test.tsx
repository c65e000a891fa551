import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from '@/hooks/use-hydrated';
import { typedValuesIn, useTypedBeforeHydration, type TypedValues } from '@/hooks/use-typed-before-hydration';
import { hydrateWithApp } from './helpers/render-with-app';

interface Values {
  name: string;
  city: string;
  note: string;
  [field: string]: string;
}

/** A part that measures itself after each commit and reports it: a re-render in the commit's wake. */
function Measured({ onLayout }: { onLayout: () => void }) {
  useLayoutEffect(onLayout);
  return null;
}

/**
 * A controlled form that re-renders as soon as it is hydrated, the case where React writes
 * the empty state back: at once after the commit (a layout effect's update, as measuring
 * components make) and after the passive effects (`useHydrated`, the router becoming ready).
 */
function TypedForm({ keep, onAdopt }: { keep: boolean; onAdopt?: (typed: TypedValues) => void }) {
  const [values, setValues] = useState<Values>({ name: '', city: 'Hà Nội', note: '' });
  const [agreed, setAgreed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [laidOut, setLaidOut] = useState(false);
  const adopt = (typed: TypedValues) => {
    onAdopt?.(typed);
    setValues((previous) => ({ ...previous, ...typed }));
  };
  // Without `keep` the hook finds no form: React's own behaviour, which the hook exists for.
  useTypedBeforeHydration(() => (keep ? formRef.current : null), adopt);
  const field = (name: keyof Values & string) => (
    <input
      aria-label={name}
      name={name}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );
  return (
    <form ref={formRef} data-hydrated={hydrated} data-laid-out={laidOut}>
      <Measured onLayout={() => setLaidOut(true)} />
      {field('name')}
      {field('city')}
      <textarea
        aria-label="note"
        name="note"
        value={values.note}
        onChange={(e) => setValues({ ...values, note: e.target.value })}
      />
      <input
        aria-label="agree"
        type="checkbox"
        name="agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

const fieldOf = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

function typeInto(container: HTMLElement, name: string, text: string) {
  // Typing changes the field's value, not its HTML (`defaultValue`).
  fieldOf(container, name).value = text;
}

describe('useTypedBeforeHydration', () => {
  it('without it, React writes the empty state back over text typed before hydration', () => {
    const { container } = hydrateWithApp(<TypedForm keep={false} />, (c) => typeInto(c, 'name', 'Thu Hà'));
    expect(container.querySelector('form')!.dataset.hydrated).toBe('true');
    expect(fieldOf(container, 'name').value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('"name":""');
  });

  it('hands the typed text to the form state, which then keeps it through later renders', async () => {
    const adopted = vi.fn();
    const { container } = hydrateWithApp(<TypedForm keep onAdopt={adopted} />, (c) => {
      typeInto(c, 'name', 'Thu Hà');
      typeInto(c, 'city', 'Đà Nẵng');
      typeInto(c, 'note', 'Gọi sau 5 giờ');
    });
    expect(adopted).toHaveBeenCalledTimes(1);
    expect(adopted).toHaveBeenCalledWith({ name: 'Thu Hà', city: 'Đà Nẵng', note: 'Gọi sau 5 giờ' });
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      name: 'Thu Hà',
      city: 'Đà Nẵng',
      note: 'Gọi sau 5 giờ',
    });

    // A later edit goes through React as usual and keeps the rest.
    await userEvent.setup().type(fieldOf(container, 'name'), ' Nguyễn');
    expect(fieldOf(container, 'name').value).toBe('Thu Hà Nguyễn');
    expect(fieldOf(container, 'city').value).toBe('Đà Nẵng');
    expect(fieldOf(container, 'note').value).toBe('Gọi sau 5 giờ');
  });

  it('adopts only the fields that changed, and leaves checkboxes to their own state', () => {
    const adopted = vi.fn();
    const { container } = hydrateWithApp(<TypedForm keep onAdopt={adopted} />, (c) => {
      typeInto(c, 'note', 'x');
      (c.querySelector('[name="agree"]') as HTMLInputElement).checked = true;
    });
    expect(adopted).toHaveBeenCalledWith({ note: 'x' });
    expect(fieldOf(container, 'city').value).toBe('Hà Nội');
  });

  it('adopts nothing when nothing was typed', () => {
    const adopted = vi.fn();
    hydrateWithApp(<TypedForm keep onAdopt={adopted} />, () => {});
    expect(adopted).not.toHaveBeenCalled();
  });

  it('adopts nothing when the form is rendered in the browser, even with values in its state', () => {
    const adopted = vi.fn();
    render(<TypedForm keep onAdopt={adopted} />);
    expect(adopted).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'city' })).toHaveProperty('value', 'Hà Nội');
  });
});

describe('typedValuesIn', () => {
  it('reads text fields whose value differs from their HTML, named by `fieldKey`', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input id="f_email" value="">
      <input id="f_phone" value="090">
      <input id="other" value="">
      <input id="f_pick" type="radio" value="a">
      <input id="f_secret" type="hidden" value="">
      <textarea id="f_text"></textarea>`;
    const set = (id: string, value: string) => ((form.querySelector(`#${id}`) as HTMLInputElement).value = value);
    set('f_email', 'an@example.com');
    set('f_phone', '090');
    set('other', 'kept out');
    set('f_secret', 'not typed');
    set('f_text', 'hello');
    const key = (field: HTMLInputElement | HTMLTextAreaElement) =>
      field.id.startsWith('f_') ? field.id.slice(2) : null;
    expect(typedValuesIn(form, key)).toEqual({ email: 'an@example.com', text: 'hello' });
    expect(typedValuesIn(null)).toEqual({});
  });
});

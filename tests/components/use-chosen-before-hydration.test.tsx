import { describe, expect, it } from 'vitest';
import { choiceChangedIn, chosenValues } from '@/hooks/use-chosen-before-hydration';

/** A container as the server sent it: `html`, with the visitor's clicks applied to the DOM. */
function served(html: string, click: string[] = []) {
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const id of click) (container.querySelector(`#${id}`) as HTMLInputElement).click();
  return container;
}

const FACETS = `
  <input type="checkbox" id="react" checked>
  <input type="checkbox" id="vue">
  <input type="radio" name="price" id="all" checked>
  <input type="radio" name="price" id="free">
  <input type="text" id="keyword" value="x">`;

describe('choiceChangedIn', () => {
  it('is false while every checkbox and radio is as the HTML came, whatever was typed', () => {
    const container = served(FACETS);
    (container.querySelector('#keyword') as HTMLInputElement).value = 'typed';
    expect(choiceChangedIn(container)).toBe(false);
  });

  it('sees a ticked or unticked checkbox and a radio moved to another choice', () => {
    expect(choiceChangedIn(served(FACETS, ['vue']))).toBe(true);
    expect(choiceChangedIn(served(FACETS, ['react']))).toBe(true);
    expect(choiceChangedIn(served(FACETS, ['free']))).toBe(true);
  });

  it('is false when a choice was changed and changed back', () => {
    expect(choiceChangedIn(served(FACETS, ['vue', 'vue']))).toBe(false);
    expect(choiceChangedIn(served(FACETS, ['free', 'all']))).toBe(false);
  });
});

describe('chosenValues', () => {
  it('reads the ticked values of one name, as the visitor left them', () => {
    const container = served(
      `<input type="checkbox" name="category" value="3" checked>
       <input type="checkbox" name="category" value="5">
       <input type="checkbox" name="other" value="9" checked>
       <input type="radio" name="price" value="" checked>
       <input type="radio" name="price" value="paid" id="paid">
       <input type="checkbox" name="category" value="8" id="eight">`,
      ['paid', 'eight'],
    );
    expect(chosenValues(container, 'category')).toEqual(['3', '8']);
    expect(chosenValues(container, 'price')).toEqual(['paid']);
    expect(chosenValues(container, 'level')).toEqual([]);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { practiceQuestion, renderInput } from './exam-test-kit';

vi.mock('next/router', () => import('../helpers/router-mock'));

// Question 4 lists Condition (id 0), Body (1), Init (2); the right order is Init, Condition, Body.
const rowTexts = () => screen.getAllByRole('listitem').map((row) => row.textContent?.replace(/[⠿↑↓]/g, '').trim());

/** jsdom lays nothing out: give each row of the list a 40 px box, 50 px apart, in document order. */
function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index =
      this.tagName === 'LI' && this.parentElement ? Array.from(this.parentElement.children).indexOf(this) : 0;
    return {
      top: index * 50,
      height: 40,
      bottom: index * 50 + 40,
      left: 0,
      right: 300,
      width: 300,
      x: 0,
      y: index * 50,
    } as DOMRect;
  });
}

describe('ordering (type 4)', () => {
  it('starts unanswered in the server’s order; "Keep this order" makes that order the answer', async () => {
    const user = userEvent.setup();
    const { lastAnswer, onChange } = renderInput(practiceQuestion(4));
    expect(rowTexts()).toEqual(['Condition', 'Body', 'Init']);
    expect(screen.getByText(/not your answer yet/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep this order' }));
    expect(lastAnswer()).toEqual([0, 1, 2]);
    expect(screen.queryByRole('button', { name: 'Keep this order' })).toBeNull();
  });

  it('move up / down buttons rearrange; focus follows the moved item; the move is announced', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(4));
    const list = screen.getByRole('list', { name: 'Order the parts of a for loop.' });
    expect(within(list).getByRole('button', { name: 'Move “Condition” up' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move “Init” up' }));
    expect(lastAnswer()).toEqual([0, 2, 1]);
    expect(screen.getByText('“Init” moved to position 2 of 3.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Init” up' }));

    // At the top its "up" button is disabled, so focus moves to its "down" button.
    await user.keyboard('{Enter}');
    expect(lastAnswer()).toEqual([2, 0, 1]);
    expect(rowTexts()).toEqual(['Init', 'Condition', 'Body']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Init” down' }));
  });

  it('works with the keyboard alone: Tab to a move button, Enter or Space', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(4));
    // Keep this order, then Condition's down button (its up button is disabled).
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Condition” down' }));
    await user.keyboard(' ');
    expect(lastAnswer()).toEqual([1, 0, 2]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Condition” down' }));
    await user.keyboard('{Enter}');
    expect(lastAnswer()).toEqual([1, 2, 0]);
  });

  describe('drag by the handle', () => {
    let layout: ReturnType<typeof layOutRows>;
    beforeEach(() => {
      layout = layOutRows();
    });
    afterEach(() => layout.mockRestore());

    const handleOf = (text: string) =>
      screen.getByText(text).closest('li')!.querySelector<HTMLElement>('[aria-hidden="true"]')!;

    it.each(['mouse', 'touch'])(
      'with a %s: the row follows the pointer and lands where it is released',
      (pointerType) => {
        const { lastAnswer, onChange } = renderInput(practiceQuestion(4));
        const handle = handleOf('Init');
        const pointer = { pointerId: 7, pointerType, button: 0 };
        fireEvent.pointerDown(handle, { ...pointer, clientY: 120 });
        fireEvent.pointerMove(handle, { ...pointer, clientY: 5 });
        // The preview shows the row at its new place before the drop.
        expect(rowTexts()).toEqual(['Init', 'Condition', 'Body']);
        expect(onChange).not.toHaveBeenCalled();
        fireEvent.pointerUp(handle, { ...pointer, clientY: 5 });
        expect(lastAnswer()).toEqual([2, 0, 1]);
        expect(rowTexts()).toEqual(['Init', 'Condition', 'Body']);
      },
    );

    it('a cancelled drag changes nothing, nor does one released where it began', () => {
      const { onChange } = renderInput(practiceQuestion(4));
      const handle = handleOf('Condition');
      fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'touch', clientY: 20 });
      fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'touch', clientY: 110 });
      fireEvent.pointerCancel(handle, { pointerId: 1, pointerType: 'touch' });
      expect(rowTexts()).toEqual(['Condition', 'Body', 'Init']);
      fireEvent.pointerDown(handle, { pointerId: 2, pointerType: 'mouse', button: 0, clientY: 20 });
      fireEvent.pointerUp(handle, { pointerId: 2, pointerType: 'mouse', button: 0, clientY: 25 });
      expect(onChange).not.toHaveBeenCalled();
    });

    it('locked: handles and buttons do nothing', () => {
      const { onChange } = renderInput(practiceQuestion(4), { disabled: true });
      const handle = handleOf('Init');
      fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 120 });
      fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 5 });
      expect(screen.getByRole('button', { name: 'Move “Init” up' })).toHaveProperty('disabled', true);
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { practiceQuestion, renderInput } from './exam-test-kit';

vi.mock('next/router', () => import('../helpers/router-mock'));

// Question 6's bank: f (0), function (1), x => x (2), const (3), = (4); "function" does not belong.
const sentence = () => screen.getByRole('list', { name: 'Your answer' });
const bank = () => screen.getByRole('list', { name: 'Word bank' });
const words = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('sentence building (type 6)', () => {
  it('clicking bank words places them in order; clicking a placed word returns it', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(6));
    expect(screen.getByText('Select words from the bank below.')).toBeTruthy();
    for (const word of ['const', 'f', '=', 'x => x']) {
      await user.click(within(bank()).getByRole('button', { name: `Add “${word}”` }));
    }
    expect(lastAnswer()).toEqual([3, 0, 4, 2]);
    expect(words(sentence())).toEqual(['const', 'f', '=', 'x => x']);
    expect(words(bank())).toEqual(['function']);

    await user.click(within(sentence()).getByRole('button', { name: 'Remove “f”' }));
    expect(lastAnswer()).toEqual([3, 4, 2]);
    expect(words(bank())).toEqual(['f', 'function']);
    expect(screen.getByText('“f” put back in the word bank.')).toBeTruthy();
  });

  it('placing a distractor is possible (the server grades it wrong)', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(6));
    await user.click(screen.getByRole('button', { name: 'Add “function”' }));
    expect(lastAnswer()).toEqual([1]);
  });

  it('keyboard: Enter on bank words builds the sentence, and focus stays in the bank', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(6));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('f');
    await user.keyboard('{Enter}');
    // "f" left the bank; focus is on the word that took its place.
    expect(document.activeElement?.textContent).toBe('function');
    expect(screen.getByText('“f” added.')).toBeTruthy();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(lastAnswer()).toEqual([0, 2]);
    // Back to the sentence: Shift+Tab to its words, Enter returns one.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('x => x');
    await user.keyboard('{Enter}');
    expect(lastAnswer()).toEqual([0]);
    expect(document.activeElement?.textContent).toBe('f');
  });

  it('a resumed answer shows its words placed', () => {
    renderInput({ ...practiceQuestion(6), user_answer: [3, 0] });
    expect(words(sentence())).toEqual(['const', 'f']);
    expect(words(bank())).toEqual(['function', 'x => x', '=']);
  });
});

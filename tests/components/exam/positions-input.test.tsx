import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '@/features/exam/exam-types';
import { practiceQuestion, renderInput } from './exam-test-kit';

vi.mock('next/router', () => import('../helpers/router-mock'));

describe('positions (type 5)', () => {
  it('lines of code are toggle buttons, numbered, in a group named by the question', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(5));
    const group = screen.getByRole('group', { name: 'Select the lines with a bug.' });
    expect(group).toBeTruthy();
    const line3 = screen.getByRole('button', { name: /^Line 3/ });
    expect(line3.getAttribute('aria-pressed')).toBe('false');
    await user.click(line3);
    expect(line3.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /^Line 2/ }));
    expect(lastAnswer()).toEqual([1, 2]);
    await user.click(line3);
    expect(lastAnswer()).toEqual([1]);
  });

  it('keyboard: Tab to a position, Enter or Space toggles it', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(5));
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(lastAnswer()).toEqual([1, 2]);
  });

  it('single words flow as a passage, without line numbers', async () => {
    const user = userEvent.setup();
    const words: Question = {
      ...practiceQuestion(5),
      list_answer: ['She', "don't", 'like', 'apples.'].map((content, id) => ({ id, content, correct: id === 1 })),
    };
    const { lastAnswer } = renderInput(words);
    expect(screen.queryByText(/Line/)).toBeNull();
    await user.click(screen.getByRole('button', { name: "don't" }));
    expect(lastAnswer()).toEqual([1]);
  });
});

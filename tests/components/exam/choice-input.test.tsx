import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { practiceQuestion, renderInput } from './exam-test-kit';

vi.mock('next/router', () => import('../helpers/router-mock'));

// jsdom has no CSS.escape, which user-event uses to walk a radio group with the arrow keys.
if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });

describe('single choice (type 1)', () => {
  it('is a radio group named by the question; a click chooses one option', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(1));
    const group = screen.getByRole('group', { name: 'Which keyword declares a constant?' });
    expect(group.getAttribute('aria-describedby')).toBe('instruction');
    await user.click(screen.getByRole('radio', { name: /const/ }));
    expect(lastAnswer()).toEqual([2]);
    await user.click(screen.getByRole('radio', { name: /let/ }));
    expect(lastAnswer()).toEqual([1]);
    expect((screen.getByRole('radio', { name: /let/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /const/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('works from the keyboard: Tab into the group, arrows move the choice', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(1));
    await user.tab();
    await user.keyboard(' ');
    expect(lastAnswer()).toEqual([0]);
    await user.keyboard('{ArrowDown}');
    expect(lastAnswer()).toEqual([1]);
    await user.keyboard('{ArrowDown}');
    expect(lastAnswer()).toEqual([2]);
  });
});

describe('multiple choice (type 2)', () => {
  it('checkboxes add and remove options; the answer lists the ids in order', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(2));
    await user.click(screen.getByRole('checkbox', { name: /null/ }));
    await user.click(screen.getByRole('checkbox', { name: '0' }));
    expect(lastAnswer()).toEqual([0, 2]);
    await user.click(screen.getByRole('checkbox', { name: /null/ }));
    expect(lastAnswer()).toEqual([0]);
  });

  it('Space toggles the focused checkbox', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(2));
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(lastAnswer()).toEqual([0, 2]);
  });
});

describe('true or false (type 3)', () => {
  it('is a pair of radios', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderInput(practiceQuestion(3));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: /False/ }));
    expect(lastAnswer()).toEqual([1]);
  });

  it('disabled (checked or time up): nothing can be chosen', async () => {
    const user = userEvent.setup();
    const { onChange } = renderInput(practiceQuestion(3), { disabled: true });
    await user.click(screen.getByRole('radio', { name: /True/ }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamPage } from '@/features/exam/components/session/exam-page';
import { quizLoaded } from '@/features/exam/exam-slice';
import { makeStore } from '@/store/store';
import { historySummary, practiceExam, QUIZ_ID } from '../../fixtures/exam-fixtures';
import { mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/quiz/[id]/exam', asPath: `/quiz/${QUIZ_ID}/exam?mode=practice` }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

function renderPractice() {
  const store = makeStore();
  store.dispatch(quizLoaded(practiceExam()));
  return renderWithApp(<ExamPage quizId={QUIZ_ID} mode="practice" blocked={null} />, store);
}

const navigator = () => screen.getByRole('navigation', { name: 'Questions' });
const navButton = (number: number) =>
  within(navigator()).getByRole('button', { name: new RegExp(`^Question ${number}:`) });

describe('exam page, practice mode', () => {
  it('shows one question at a time; previous / next stay within range', async () => {
    const user = userEvent.setup();
    renderPractice();
    expect(screen.getByRole('heading', { level: 1, name: 'JavaScript basics check' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Question 1 of 6' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 6' })).toBeTruthy();
    // Moving puts the keyboard at the new question's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2 of 6' }));
    await user.click(navButton(6));
    expect(screen.getByRole('heading', { name: 'Question 6 of 6' })).toBeTruthy();
    // Choosing the current question again also takes the keyboard to it.
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    await user.click(navButton(6));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 6 of 6' }));
    expect(screen.queryByRole('button', { name: /^Next/ })).toBeNull();
  });

  it('the navigator names each question answered / not answered / flagged and marks the current one', async () => {
    const user = userEvent.setup();
    renderPractice();
    expect(navButton(1).getAttribute('aria-current')).toBe('step');
    expect(navButton(1).getAttribute('aria-label')).toBe('Question 1: not answered');
    await user.click(screen.getByRole('radio', { name: /const/ }));
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    expect(screen.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed')).toBe('true');
    expect(navButton(1).getAttribute('aria-label')).toBe('Question 1: answered, flagged');
    await user.click(navButton(3));
    expect(navButton(3).getAttribute('aria-current')).toBe('step');
    expect(navButton(1).getAttribute('aria-current')).toBeNull();
    expect(navButton(1).getAttribute('aria-label')).toBe('Question 1: answered, flagged');
  });

  it('Check says right or wrong, shows the correct answer and the explanation; Try again unlocks the answer', async () => {
    const user = userEvent.setup();
    renderPractice();
    const check = screen.getByRole('button', { name: 'Check answer' });
    expect(check).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /let/ }));
    await user.click(check);
    expect(screen.getByText('Not quite.')).toBeTruthy();
    expect(screen.getByText('The correct answer:')).toBeTruthy();
    expect(screen.getByText('const', { selector: 'li span' })).toBeTruthy();
    expect(screen.getByText('Explanation')).toBeTruthy();
    expect(screen.getByText('cannot be reassigned.', { exact: false })).toBeTruthy();
    // Checked: the answer is locked until "Try again", which is the same button (focus stays).
    expect(screen.getByRole('radio', { name: /const/ }).matches(':disabled')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: /const/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.queryByText('The correct answer:')).toBeNull();
  });

  it('Check grades an arrangement too (type 6 with its distractor left out)', async () => {
    const user = userEvent.setup();
    renderPractice();
    await user.click(navButton(6));
    for (const word of ['const', 'f', '=', 'x => x'])
      await user.click(screen.getByRole('button', { name: `Add “${word}”` }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByText('Correct!')).toBeTruthy();
  });

  it('review before submitting lists the unanswered and flagged questions, each a way back; cancel returns', async () => {
    const user = userEvent.setup();
    renderPractice();
    await user.click(screen.getByRole('radio', { name: /const/ }));
    await user.click(navButton(3));
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Review and submit' }));

    const review = screen.getByRole('region', { name: 'Review before submitting' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review before submitting' }));
    expect(within(review).getByText('You have answered 1 of 6 questions.')).toBeTruthy();
    const unanswered = within(review).getByRole('heading', { name: 'Not answered (5)' })
      .nextElementSibling as HTMLElement;
    expect(
      within(unanswered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Question 2', 'Question 3', 'Question 4', 'Question 5', 'Question 6']);
    const flagged = within(review).getByRole('heading', { name: 'Flagged for review (1)' })
      .nextElementSibling as HTMLElement;
    await user.click(within(flagged).getByRole('button', { name: 'Question 3' }));
    expect(screen.getByRole('heading', { name: 'Question 3 of 6' })).toBeTruthy();

    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Review and submit' }));
    await user.click(screen.getByRole('button', { name: 'Back to the questions' }));
    expect(screen.getByRole('heading', { name: 'Question 3 of 6' })).toBeTruthy();
  });

  it('submitting sends every answer and the time spent, then replaces the page with the result', async () => {
    const user = userEvent.setup();
    mock = mockApi(() => ({ ...ok(historySummary({ id: 77, mode: 'practice' })), status: 201 }));
    const { store } = renderPractice();
    await user.click(screen.getByRole('radio', { name: /const/ }));
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Review and submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/quiz/result/77'));
    const body = JSON.parse(mock.requests[0]!.data as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      quiz_id: QUIZ_ID,
      answer_detail: expect.arrayContaining([{ quiz_question_id: 1, user_answer: [2] }]),
    });
    expect(body).not.toHaveProperty('attempt_id');
    expect(typeof body.total_time).toBe('number');
    expect(store.getState().exam).toMatchObject({ isSubmitted: true, quizResultId: 77 });
  });

  it('a failed submission says so and can be retried; nothing is lost', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mock = mockApi(() => (++calls === 1 ? 'network-error' : ok(historySummary({ id: 78 }))));
    renderPractice();
    await user.click(screen.getByRole('radio', { name: /const/ }));
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Review and submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be handed in/);
    expect(router.replace).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/quiz/result/78'));
    expect(JSON.parse(mock.requests[1]!.data as string).answer_detail[0]).toEqual({
      quiz_question_id: 1,
      user_answer: [2],
    });
  });
});

describe('exam page, blocked', () => {
  it.each([
    ['PURCHASE_REQUIRED', /not enrolled in yet/, 'Go to the course', '/courses/javascript-fundamentals'],
    ['ATTEMPTS_EXHAUSTED', /used every strict attempt/, 'Back to the quiz', `/quiz/${QUIZ_ID}`],
    ['START_FROM_QUIZ_PAGE', /only be started from the quiz page/, 'Back to the quiz', `/quiz/${QUIZ_ID}`],
    ['ATTEMPT_ENDED', /This attempt has ended/, 'See the result', '/quiz/result/321'],
  ] as const)('%s: says why, with the way forward', (blocked, text, link, href) => {
    renderWithApp(
      <ExamPage
        quizId={QUIZ_ID}
        mode="strict"
        blocked={blocked}
        courseSlug="javascript-fundamentals"
        endedAttemptId={321}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This exam cannot be opened' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
  });

  it('without the exam in the store it says so, never a blank page', () => {
    renderWithApp(<ExamPage quizId={QUIZ_ID} mode="practice" blocked={null} />);
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
  });
});

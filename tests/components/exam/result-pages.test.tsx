import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionReviewPage } from '@/features/exam/components/result/question-review-page';
import { ResultPage } from '@/features/exam/components/result/result-page';
import type { ReviewedQuestion } from '@/lib/exam/quiz-types';
import { ATTEMPT_ID, historyDetail, QUIZ_ID } from '../../fixtures/exam-fixtures';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

beforeEach(() => setRouter({ pathname: '/quiz/result/[historyId]', asPath: `/quiz/result/${ATTEMPT_ID}` }));

describe('result page', () => {
  it('shows the server’s score as a chart with a text equivalent, the verdict, counts and time', () => {
    renderWithApp(<ResultPage history={historyDetail()} timeUp={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Result: JavaScript basics check' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Score 83.33%; pass mark 60%' })).toBeTruthy();
    expect(screen.getByText('Passed', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('83.33% (pass mark 60%)')).toBeTruthy();
    expect(screen.getByText('5 of 6')).toBeTruthy();
    expect(screen.getByText('4 min 5 s')).toBeTruthy();
    expect(screen.queryByText(/Time ran out/)).toBeNull();
  });

  it('says when the attempt was closed at the deadline, or handed in when time ran out', () => {
    const { unmount } = renderWithApp(
      <ResultPage history={historyDetail({ status: 'expired', is_pass: false, score: 50 })} timeUp />,
    );
    expect(screen.getByText(/closed at its deadline with the answers saved/)).toBeTruthy();
    expect(screen.getByText('Not passed', { selector: 'p' })).toBeTruthy();
    unmount();
    renderWithApp(<ResultPage history={historyDetail()} timeUp />);
    expect(screen.getByText('Time ran out, so your answers were handed in automatically.')).toBeTruthy();
  });

  it('reviews every question: right or wrong, own answer against the correct one, a link to each', () => {
    renderWithApp(<ResultPage history={historyDetail()} timeUp={false} />);
    const region = screen.getByRole('region', { name: 'Question by question' });
    const items = Array.from(region.querySelector('ol')!.children) as HTMLElement[];
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByText('Right')).toBeTruthy();
    // Question 4 was left unanswered: wrong, with the correct order shown.
    const ordering = items[3]!;
    expect(within(ordering).getByText('Wrong')).toBeTruthy();
    expect(within(ordering).getByText('No answer')).toBeTruthy();
    expect(within(ordering).getByText('Correct answer')).toBeTruthy();
    const correctOrder = within(ordering).getAllByRole('list').at(-1)!;
    expect(
      within(correctOrder)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Init', 'Condition', 'Body']);
    expect(within(ordering).getByRole('link', { name: 'Review question 4' }).getAttribute('href')).toBe(
      `/quiz/result/${ATTEMPT_ID}/questions/4`,
    );
  });

  it('splits the result by question type in a table whose bars are for the eye only', () => {
    const history = historyDetail();
    // Two more single-choice questions, one of them wrong: 2 of 3 of that type.
    const single = history.answer_detail[0]!;
    history.answer_detail.push(
      { ...single, quiz_question_id: 51, is_correct: true },
      { ...single, quiz_question_id: 52, is_correct: false },
    );
    renderWithApp(<ResultPage history={history} timeUp={false} />);
    const chart = screen.getByRole('figure', { name: 'Right answers by question type' });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Single choice', '2 of 3 correct', '67%'],
      ['Multiple choice', '1 of 1 correct', '100%'],
      ['True or false', '1 of 1 correct', '100%'],
      ['Ordering', '0 of 1 correct', '0%'],
      ['Select positions', '1 of 1 correct', '100%'],
      ['Sentence building', '1 of 1 correct', '100%'],
    ]);
    const bars = [...chart.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['67%', '100%', '100%', '0%', '100%', '100%']);
  });

  it('draws no split for an attempt of one question type', () => {
    const history = historyDetail();
    history.answer_detail = history.answer_detail.filter((question) => question.question_type === 1);
    renderWithApp(<ResultPage history={history} timeUp={false} />);
    expect(screen.queryByRole('figure', { name: 'Right answers by question type' })).toBeNull();
  });

  it('offers to try again and to go back to the course', () => {
    renderWithApp(<ResultPage history={historyDetail()} timeUp={false} />);
    expect(screen.getByRole('link', { name: 'Take the quiz again' }).getAttribute('href')).toBe(`/quiz/${QUIZ_ID}`);
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(
      '/courses/javascript-fundamentals',
    );
  });
});

describe('question review page', () => {
  const reviewed = (id: number, overrides: Partial<ReviewedQuestion> = {}) => ({
    ...historyDetail().answer_detail.find((q) => q.quiz_question_id === id)!,
    ...overrides,
  });
  const render = (
    question: ReviewedQuestion,
    neighbours = { previousId: 1 as number | null, nextId: 3 as number | null },
  ) =>
    renderWithApp(
      <QuestionReviewPage
        historyId={ATTEMPT_ID}
        quizTitle="JavaScript basics check"
        question={question}
        number={2}
        count={6}
        {...neighbours}
      />,
    );

  it('marks each option as chosen and/or correct, in words; shows the explanation', () => {
    render(reviewed(2, { user_answer: [0, 1], is_correct: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Question 2 of 6' })).toBeTruthy();
    expect(screen.getByText('Wrong')).toBeTruthy();
    const options = screen.getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['A0Your choiceCorrect', 'B"false"Your choice', 'CnullCorrect']);
    expect(screen.getByRole('region', { name: 'Explanation' }).textContent).toContain('0 and null are falsy.');
  });

  it('shows both sequences for ordering and sentence building', () => {
    render(reviewed(6, { user_answer: [1, 0], is_correct: false }));
    expect(
      within(screen.getByRole('heading', { name: 'Your order' }).parentElement!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['function', 'f']);
    expect(
      within(screen.getByRole('heading', { name: 'Correct order' }).parentElement!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['const', 'f', '=', 'x => x']);
  });

  it('links to the previous and next questions, and back to the result', () => {
    const { unmount } = render(reviewed(2));
    const pager = screen.getByRole('navigation', { name: 'Other questions' });
    expect(
      within(pager)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe(`/quiz/result/${ATTEMPT_ID}/questions/1`);
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      `/quiz/result/${ATTEMPT_ID}/questions/3`,
    );
    expect(
      screen.getByRole('link', { name: 'Back to the result of “JavaScript basics check”' }).getAttribute('href'),
    ).toBe(`/quiz/result/${ATTEMPT_ID}`);
    unmount();
    render(reviewed(1), { previousId: null, nextId: null });
    expect(within(screen.getByRole('navigation', { name: 'Other questions' })).queryAllByRole('link')).toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuizDetailPage } from '@/features/exam/components/detail/quiz-detail-page';
import { historySummary, QUIZ_ID, quizDetail } from '../../fixtures/exam-fixtures';
import { mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/quiz/[id]', asPath: `/quiz/${QUIZ_ID}` }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

const noHistory = { items: [], page: 1, totalPage: 0 };
const take = () => screen.getByRole('region', { name: 'Take the quiz' });

describe('quiz detail page', () => {
  it('shows the title, the course link and the rules', () => {
    renderWithApp(
      <QuizDetailPage origin="https://learnhub.example" quiz={quizDetail()} histories={noHistory} scores={[]} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'JavaScript basics check' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JavaScript Fundamentals' }).getAttribute('href')).toBe(
      '/courses/javascript-fundamentals',
    );
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getByText('10 min')).toBeTruthy();
    expect(within(rules).getByText('60%')).toBeTruthy();
    expect(within(rules).getByText('6')).toBeTruthy();
    expect(within(rules).getByText('1 of 3 used')).toBeTruthy();
  });

  it('explains both modes and links to each', () => {
    renderWithApp(
      <QuizDetailPage origin="https://learnhub.example" quiz={quizDetail()} histories={noHistory} scores={[]} />,
    );
    expect(within(take()).getByRole('heading', { name: 'Practice' })).toBeTruthy();
    expect(within(take()).getByText(/clock starts as soon as you begin/)).toBeTruthy();
    expect(within(take()).getByRole('link', { name: 'Start practice' }).getAttribute('href')).toBe(
      `/quiz/${QUIZ_ID}/exam?mode=practice`,
    );
    expect(within(take()).getByRole('link', { name: 'Start strict attempt' }).getAttribute('href')).toBe(
      `/quiz/${QUIZ_ID}/exam?mode=strict`,
    );
  });

  it('an open attempt is resumed, with its time left on the server’s clock', () => {
    const open = { id: 900, started_at: '2026-03-01T09:58:00.000Z', deadline: '2026-03-01T10:07:30.000Z' };
    renderWithApp(
      <QuizDetailPage
        origin="https://learnhub.example"
        quiz={quizDetail({ open_attempt: open })}
        histories={noHistory}
        scores={[]}
      />,
    );
    expect(within(take()).getByText('You have an attempt in progress: 7:30 left.')).toBeTruthy();
    // The link names the attempt: if its time runs out first, no new one starts in its place.
    expect(within(take()).getByRole('link', { name: 'Resume attempt' }).getAttribute('href')).toBe(
      `/quiz/${QUIZ_ID}/exam?mode=strict&attempt=900`,
    );
    expect(within(take()).queryByRole('link', { name: 'Start strict attempt' })).toBeNull();
  });

  it('signed out: a sign-in link that comes back here, and no history', () => {
    renderWithApp(
      <QuizDetailPage
        origin="https://learnhub.example"
        quiz={quizDetail({ blocked_by: 'SIGN_IN', attempts_used: 0 })}
        histories={null}
        scores={null}
      />,
    );
    expect(within(take()).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/authen/sign-in?redirectUrl=${encodeURIComponent(`/quiz/${QUIZ_ID}`)}`,
    );
    expect(within(take()).queryByRole('link', { name: /Start/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your attempts' })).toBeNull();
  });

  it('not enrolled: the way to the course', () => {
    renderWithApp(
      <QuizDetailPage
        origin="https://learnhub.example"
        quiz={quizDetail({ blocked_by: 'PURCHASE_REQUIRED' })}
        histories={noHistory}
        scores={[]}
      />,
    );
    expect(within(take()).getByText(/part of “JavaScript Fundamentals”/)).toBeTruthy();
    expect(within(take()).getByRole('link', { name: 'Go to the course' }).getAttribute('href')).toBe(
      '/courses/javascript-fundamentals',
    );
  });

  it('attempts exhausted: strict is closed, practice stays open', () => {
    renderWithApp(
      <QuizDetailPage
        origin="https://learnhub.example"
        quiz={quizDetail({ blocked_by: 'ATTEMPTS_EXHAUSTED', attempts_used: 3 })}
        histories={noHistory}
        scores={[]}
      />,
    );
    expect(within(take()).getByText(/used all 3 strict attempts/)).toBeTruthy();
    expect(within(take()).queryByRole('link', { name: 'Start strict attempt' })).toBeNull();
    expect(within(take()).getByRole('link', { name: 'Start practice' })).toBeTruthy();
  });

  it('lists past attempts with score, verdict, date and a link to the result; empty says so', () => {
    const { unmount } = renderWithApp(
      <QuizDetailPage
        origin="https://learnhub.example"
        quiz={quizDetail()}
        histories={{
          items: [
            historySummary(),
            historySummary({ id: 901, score: 50, correct_answer: 3, is_pass: false, status: 'expired' }),
          ],
          page: 1,
          totalPage: 1,
        }}
        scores={[]}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('83.33%')).toBeTruthy();
    expect(within(rows[0]!).getByText('5 of 6 correct')).toBeTruthy();
    expect(within(rows[0]!).getByText('Passed')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'View result' }).getAttribute('href')).toBe('/quiz/result/900');
    expect(within(rows[0]!).getByText(/Strict · 4 min 5 s/)).toBeTruthy();
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T09:59:05.000Z');
    expect(within(rows[1]!).getByText('Not passed')).toBeTruthy();
    expect(within(rows[1]!).getByText(/closed at the deadline/)).toBeTruthy();
    unmount();

    renderWithApp(
      <QuizDetailPage origin="https://learnhub.example" quiz={quizDetail()} histories={noHistory} scores={[]} />,
    );
    expect(screen.getByText('You have not finished this quiz yet.')).toBeTruthy();
  });

  it('loads older attempts on request, and says so when that fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mock = mockApi(() =>
      ++calls === 1 ? 'network-error' : ok([historySummary({ id: 950, score: 10 })], { page: 2, total_page: 2 }),
    );
    renderWithApp(
      <QuizDetailPage
        origin="https://learnhub.example"
        quiz={quizDetail()}
        histories={{ items: [historySummary()], page: 1, totalPage: 2 }}
        scores={[]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show older attempts' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    await user.click(screen.getByRole('button', { name: 'Show older attempts' }));
    expect(await screen.findByText('10%')).toBeTruthy();
    expect(mock.requests[1]?.params).toEqual({ page: 2, page_size: 10 });
    expect(screen.queryByRole('button', { name: 'Show older attempts' })).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('charts the scores of past attempts against the pass mark, with every point in a table', async () => {
    const scores = [
      historySummary({
        id: 901,
        mode: 'practice',
        score: 40,
        is_pass: false,
        submitted_at: '2026-03-01T09:00:00.000Z',
      }),
      historySummary({ id: 902, score: 55.5, is_pass: false, submitted_at: '2026-03-02T09:00:00.000Z' }),
      historySummary({ id: 903, score: 83.33, is_pass: true, submitted_at: '2026-03-03T09:00:00.000Z' }),
    ];
    renderWithApp(
      <QuizDetailPage
        origin="https://learnhub.example"
        quiz={quizDetail()}
        histories={{ items: [...scores].reverse(), page: 1, totalPage: 1 }}
        scores={scores}
      />,
    );
    const chart = screen.getByRole('figure', {
      name: 'Your scores at your last 3 attempts, oldest first: best 83.33%, latest 83.33%. Pass mark 60%.',
    });
    // The drawing is for the eye: one point per attempt, hidden from screen readers.
    const drawing = chart.querySelector('svg')!;
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    expect(drawing.querySelectorAll('circle')).toHaveLength(3);
    // The table holds the same figures, oldest first.
    await userEvent.setup().click(within(chart).getByText('Show the figures as a table'));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['1', '1 Mar 2026, 09:00', 'Practice', '40%', 'Not passed'],
      ['2', '2 Mar 2026, 09:00', 'Strict', '55.50%', 'Not passed'],
      ['3', '3 Mar 2026, 09:00', 'Strict', '83.33%', 'Passed'],
    ]);
    // Five grid lines (0, 25, 50, 75, 100 %), then the pass mark's, at 60 % of the way up.
    const lines = [...drawing.querySelectorAll('line')].map((line) => Number(line.getAttribute('y1')));
    expect(lines).toHaveLength(6);
    const [bottom, , , , top, passMark] = lines as [number, number, number, number, number, number];
    expect(passMark).toBeCloseTo(bottom - 0.6 * (bottom - top));
    // Each point at its score's height, left to right in the order taken.
    const points = [...drawing.querySelectorAll('circle')];
    expect(points.map((point) => Number(point.getAttribute('cy')))).toEqual(
      [40, 55.5, 83.33].map((score) => expect.closeTo(bottom - (score / 100) * (bottom - top))),
    );
    const xs = points.map((point) => Number(point.getAttribute('cx')));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });

  it('draws no chart before the first attempt', () => {
    renderWithApp(
      <QuizDetailPage origin="https://learnhub.example" quiz={quizDetail()} histories={noHistory} scores={[]} />,
    );
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your scores' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeSession, saveSession } from '@/lib/auth/browser-session';
import type { MyReview, Review } from '@/lib/reviews/review-types';
import { restoreSession } from '@/store/auth-slice';
import { CourseReviews } from '@/features/courses/components/course-reviews';
import { fail, mockApi, ok, type MockHandler } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const review = (id: number, fields: Partial<Review> = {}): Review => ({
  id,
  course_id: 7,
  rating: 4,
  body: `Review ${id}`,
  language: 'en',
  author_name: `Author ${id}`,
  helpful_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  voted_helpful: false,
  is_mine: false,
  ...fields,
});

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/courses/[slug]', asPath: '/courses/x' }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
});

function serve(handler: MockHandler) {
  mock = mockApi(handler);
  return mock;
}

const listUrl = (url = '') => url.split('?')[0] === '/api/exam/courses/7/reviews';
const paramsOf = (url = '') => Object.fromEntries(new URLSearchParams(url.split('?')[1]));

function renderReviews(signedIn: boolean) {
  if (signedIn) saveSession({ token: 'jwt', user: { id: 'u1', name: 'An' } });
  const rendered = renderWithApp(<CourseReviews courseId={7} />);
  if (signedIn) rendered.store.dispatch(restoreSession());
  return rendered;
}

describe('CourseReviews', () => {
  it('lists reviews as plain text, and asks a visitor to sign in to rate', async () => {
    serve((config) =>
      listUrl(config.url)
        ? ok([review(1, { body: '<b>bold</b>\nsecond line', rating: 5, helpful_count: 2 })], { page: 1, total_page: 1 })
        : fail(404, 'NOT_FOUND', 'no'),
    );
    renderReviews(false);
    const item = await screen.findByRole('article', { name: 'Review by Author 1' });
    expect(within(item).getByText(/<b>bold<\/b>/)).toBeTruthy();
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(item).getByText('2 people found this helpful')).toBeTruthy();
    // A visitor cannot vote.
    expect(within(item).queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to rate this course' })).toBeTruthy();
    expect(mock!.requests.some((request) => request.url?.endsWith('/mine'))).toBe(false);
  });

  it('says when there are no reviews, and shows a retry when the list fails', async () => {
    let calls = 0;
    serve((config) => {
      if (!listUrl(config.url)) return fail(404, 'NOT_FOUND', 'no');
      calls += 1;
      return calls === 1 ? fail(500, 'INTERNAL_ERROR', 'boom') : ok([], { page: 1, total_page: 0 });
    });
    renderReviews(false);
    const alert = await screen.findByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
  });

  it('sorts, filters by language and pages through the server', async () => {
    serve((config) => {
      if (!listUrl(config.url)) return fail(404, 'NOT_FOUND', 'no');
      const params = paramsOf(config.url);
      return ok([review(Number(params.page) * 10)], { page: Number(params.page), total_page: 2 });
    });
    renderReviews(false);
    await screen.findByRole('article', { name: 'Review by Author 10' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: 'Review by Author 20' });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'helpful');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'vi');
    await waitFor(() =>
      expect(paramsOf(mock!.requests.at(-1)!.url)).toEqual({ sort: 'helpful', page: '1', language: 'vi' }),
    );
    await screen.findByRole('article', { name: 'Review by Author 10' });
  });

  it('lets a signed-in learner vote helpful on others’ reviews, not on their own', async () => {
    serve((config) => {
      if (config.url === '/api/exam/courses/7/reviews/mine') {
        return ok<MyReview>({ review: null, eligibility: 'no_lesson_finished' });
      }
      if (config.url === '/api/exam/courses/7/reviews/1/helpful' && config.method === 'post') {
        return ok({ review_id: 1, helpful_count: 1, voted_helpful: true });
      }
      if (listUrl(config.url)) return ok([review(1), review(2, { is_mine: true })], { page: 1, total_page: 1 });
      return fail(404, 'NOT_FOUND', 'no');
    });
    renderReviews(true);
    expect(await screen.findByText('Finish at least one lesson to rate this course.')).toBeTruthy();
    const other = await screen.findByRole('article', { name: 'Review by Author 1' });
    const own = screen.getByRole('article', { name: 'Review by Author 2' });
    expect(within(own).queryByRole('button', { name: 'Helpful' })).toBeNull();
    const button = within(other).getByRole('button', { name: 'Helpful' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(within(other).getByText('1 person found this helpful')).toBeTruthy();
  });

  it('checks the rating before sending, then posts the review and shows it as the learner’s own', async () => {
    let mine: MyReview = { review: null, eligibility: 'eligible' };
    serve((config) => {
      if (config.url === '/api/exam/courses/7/reviews/mine') return ok(mine);
      if (config.url === '/api/exam/courses/7/reviews' && config.method === 'post') {
        const body = JSON.parse(String(config.data));
        const saved = { ...review(9, body), hidden: false, hidden_reason: null };
        mine = { review: saved, eligibility: 'eligible' };
        return ok(saved);
      }
      if (listUrl(config.url)) return ok([], { page: 1, total_page: 0 });
      return fail(404, 'NOT_FOUND', 'no');
    });
    renderReviews(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(mock!.requests.some((request) => request.method === 'post')).toBe(false);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review (optional)' }), {
      target: { value: '  Clear and practical.  ' },
    });
    expect(screen.getByText('24 / 2000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeTruthy();
    const post = mock!.requests.find((request) => request.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({ rating: 4, body: 'Clear and practical.', language: 'en' });
    expect(screen.getByText('Clear and practical.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('says why a review could not be saved, in the words of its error code', async () => {
    serve((config) => {
      if (config.url === '/api/exam/courses/7/reviews/mine')
        return ok<MyReview>({ review: null, eligibility: 'eligible' });
      if (config.method === 'post') return fail(409, 'ALREADY_REVIEWED', 'dup');
      if (listUrl(config.url)) return ok([], { page: 1, total_page: 0 });
      return fail(404, 'NOT_FOUND', 'no');
    });
    renderReviews(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already reviewed this course. You can edit your review instead.',
    );
  });

  it('shows the learner their hidden review with the admin’s reason', async () => {
    serve((config) => {
      if (config.url === '/api/exam/courses/7/reviews/mine') {
        return ok<MyReview>({
          review: { ...review(3, { rating: 2 }), hidden: true, hidden_reason: 'Off-topic' },
          eligibility: 'eligible',
        });
      }
      if (listUrl(config.url)) return ok([], { page: 1, total_page: 0 });
      return fail(404, 'NOT_FOUND', 'no');
    });
    renderReviews(true);
    expect(await screen.findByText('An administrator has hidden your review: Off-topic')).toBeTruthy();
  });
});

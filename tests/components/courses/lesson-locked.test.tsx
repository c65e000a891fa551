import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonLocked } from '@/features/courses/components/lesson-locked';
import { removeSession, saveSession } from '@/lib/auth/browser-session';
import type { LessonCourse, LessonDenial } from '@/lib/catalog/lesson-types';
import { restoreSession } from '@/store/auth-slice';
import { fail, mockApi, ok, type MockHandler } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const PAID: LessonCourse = {
  id: 4,
  slug: 'modern-react-with-nextjs',
  title: 'Modern React with Next.js',
  price_vnd: 599000,
  is_free: false,
  is_enrolled: false,
};
const FREE: LessonCourse = {
  ...PAID,
  id: 3,
  slug: 'ngu-phap-tieng-anh-thiet-yeu',
  title: 'Essential English Grammar',
  price_vnd: 0,
  is_free: true,
};
const LESSON = { id: 71, title: 'State with useState' };
const lessonUrl = (course: LessonCourse) => `/courses/${course.slug}/lessons/${LESSON.id}`;

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/courses/[slug]/lessons/[lessonId]', asPath: lessonUrl(PAID) }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
});

function serve(answers: Record<string, ReturnType<MockHandler>>) {
  mock = mockApi((config) => answers[`${config.method?.toUpperCase()} ${config.url}`] ?? fail(404, 'NOT_FOUND', 'no'));
  return mock;
}

function renderLocked(course: LessonCourse, reason: LessonDenial) {
  setRouter({ pathname: '/courses/[slug]/lessons/[lessonId]', asPath: lessonUrl(course) });
  const signedIn = reason === 'PURCHASE_REQUIRED';
  if (signedIn) saveSession({ token: 'jwt', user: { id: 'u1', name: 'An' } });
  const rendered = renderWithApp(<LessonLocked reason={reason} lesson={LESSON} course={course} />);
  if (signedIn) rendered.store.dispatch(restoreSession());
  return rendered;
}

describe('a locked lesson of a paid course', () => {
  it('offers the purchase right there, with the price; Buy places the order and goes to its checkout', async () => {
    serve({ 'POST /api/orders': ok({ id: 'order-9', status: 'pending' }) });
    renderLocked(PAID, 'PURCHASE_REQUIRED');
    expect(screen.getByText('Buy Modern React with Next.js to watch every lesson.')).toBeTruthy();
    expect(screen.getByText('599.000 VND')).toBeTruthy();
    const buy = await screen.findByRole('button', { name: 'Buy this course' });
    // The page was rendered for this learner: their enrolment is known, not asked again.
    expect((buy as HTMLButtonElement).disabled).toBe(false);
    await userEvent.setup().click(buy);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/order-9'));
    expect(mock!.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['post /api/orders']);
    expect(JSON.parse(mock!.requests[0]!.data as string)).toEqual({
      items: [{ product_type: 'COURSE', product_id: PAID.id }],
    });
    expect(screen.getByRole('link', { name: 'See the course' }).getAttribute('href')).toBe(`/courses/${PAID.slug}`);
  });

  it('says why when the order cannot be placed', async () => {
    serve({ 'POST /api/orders': fail(500, 'INTERNAL_ERROR', 'boom') });
    renderLocked(PAID, 'PURCHASE_REQUIRED');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy this course' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not place your order. Please try again.');
  });

  it('asks a signed-out visitor to sign in, coming back to this lesson', () => {
    serve({});
    renderLocked(PAID, 'UNAUTHORIZED');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to watch this lesson' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/authen/sign-in?redirectUrl=${encodeURIComponent(lessonUrl(PAID))}`,
    );
    expect(screen.queryByRole('button', { name: 'Buy this course' })).toBeNull();
    expect(mock!.requests).toEqual([]);
  });
});

describe('a locked lesson of a free course', () => {
  it('enrols the learner on the spot, then shows the lesson at the same address', async () => {
    serve({
      'POST /api/exam/courses/3/enrol': ok({ is_purchased: true, enrolment_source: 'free', enrolled_at: '2026-11-23' }),
    });
    renderLocked(FREE, 'PURCHASE_REQUIRED');
    expect(screen.getByText('Essential English Grammar is free: enrol to watch every lesson.')).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enrol for free' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(lessonUrl(FREE)));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeSession, saveSession } from '@/lib/auth/browser-session';
import { restoreSession } from '@/store/auth-slice';
import { EnrolPanel } from '@/features/courses/components/enrol-panel';
import { useCourseEnrolment } from '@/features/courses/use-course-enrolment';
import { fail, mockApi, ok, type MockHandler } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const FREE = { id: 3, slug: 'ngu-phap-tieng-anh-thiet-yeu', is_free: true, price_vnd: 0 };
const PAID = { id: 4, slug: 'modern-react-with-nextjs', is_free: false, price_vnd: 599000 };

function Panel({ course }: { course: typeof FREE }) {
  const enrolment = useCourseEnrolment(course);
  return <EnrolPanel course={course} firstLessonId={70} enrolment={enrolment} />;
}

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/courses/[slug]', asPath: `/courses/${FREE.slug}` }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
});

function serve(answers: Record<string, ReturnType<MockHandler>>) {
  mock = mockApi((config) => answers[`${config.method?.toUpperCase()} ${config.url}`] ?? fail(404, 'NOT_FOUND', 'no'));
  return mock;
}

function renderPanel(course: typeof FREE, signedIn: boolean) {
  if (signedIn) saveSession({ token: 'jwt', user: { id: 'u1', name: 'An' } });
  const rendered = renderWithApp(<Panel course={course} />);
  if (signedIn) rendered.store.dispatch(restoreSession());
  return rendered;
}

const statusUrl = (slug: string) => `GET /api/exam/courses/slugs/${slug}/purchased-status`;

describe('EnrolPanel: a free course', () => {
  it('asks a signed-out visitor to sign in, coming back to this course', () => {
    serve({});
    renderPanel(FREE, false);
    expect(screen.getByText('Free')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in to enrol for free' });
    expect(link.getAttribute('href')).toBe(
      `/authen/sign-in?redirectUrl=${encodeURIComponent(`/courses/${FREE.slug}`)}`,
    );
    expect(mock!.requests).toEqual([]);
  });

  it('enrols a signed-in learner on click, then offers to start, with focus on it', async () => {
    serve({
      [statusUrl(FREE.slug)]: ok({ is_purchased: false }),
      'POST /api/exam/courses/3/enrol': ok({ is_purchased: true, enrolment_source: 'free', enrolled_at: '2026-11-23' }),
    });
    renderPanel(FREE, true);
    const enrol = await screen.findByRole('button', { name: 'Enrol for free' });
    await userEvent.setup().click(enrol);
    const start = await screen.findByRole('link', { name: 'Start learning' });
    expect(start.getAttribute('href')).toBe(`/courses/${FREE.slug}/lessons/70`);
    expect(document.activeElement).toBe(start);
    expect(screen.getByText('You are enrolled in this course.')).toBeTruthy();
    expect(mock!.requests.filter((r) => r.method === 'post').map((r) => r.url)).toEqual(['/api/exam/courses/3/enrol']);
  });

  it('says so when enrolling fails, and lets the learner try again', async () => {
    serve({
      [statusUrl(FREE.slug)]: ok({ is_purchased: false }),
      'POST /api/exam/courses/3/enrol': fail(500, 'INTERNAL_ERROR', 'boom'),
    });
    renderPanel(FREE, true);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enrol for free' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not enrol you. Please try again.');
    expect((screen.getByRole('button', { name: 'Enrol for free' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes straight to "Start learning" for a learner already enrolled', async () => {
    serve({ [statusUrl(FREE.slug)]: ok({ is_purchased: true }) });
    renderPanel(FREE, true);
    expect(await screen.findByRole('link', { name: 'Start learning' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).toBeNull();
  });

  it('offers a retry when the enrolment status cannot be checked', async () => {
    let calls = 0;
    mock = mockApi(() => (++calls === 1 ? 'network-error' : ok({ is_purchased: false })));
    renderPanel(FREE, true);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not check whether you are enrolled.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Enrol for free' })).toBeTruthy();
  });
});

describe('EnrolPanel: a paid course', () => {
  it('shows the price in VND; Buy places an order and goes to its checkout', async () => {
    const { router } = await import('../helpers/router-mock');
    serve({
      [statusUrl(PAID.slug)]: ok({ is_purchased: false }),
      'POST /api/orders': ok({ id: 'order-1', status: 'pending' }),
    });
    renderPanel(PAID, true);
    expect(screen.getByText('599.000 VND')).toBeTruthy();
    const buy = await screen.findByRole('button', { name: 'Buy this course' });
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(buy);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/order-1'));
    const order = mock!.requests.find((r) => r.method === 'post');
    expect(JSON.parse(order!.data as string)).toEqual({ items: [{ product_type: 'COURSE', product_id: PAID.id }] });
  });

  it('says so when the purchase cannot be placed', async () => {
    serve({
      [statusUrl(PAID.slug)]: ok({ is_purchased: false }),
      'POST /api/orders': fail(409, 'ALREADY_PURCHASED', 'owned'),
    });
    renderPanel(PAID, true);
    const buy = await screen.findByRole('button', { name: 'Buy this course' });
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(buy);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already own this course: reload the page to start learning.',
    );
  });

  it('asks a signed-out visitor to sign in to buy', () => {
    serve({});
    renderPanel(PAID, false);
    expect(screen.getByRole('link', { name: 'Sign in to buy' })).toBeTruthy();
  });

  it('lets a learner who owns it start learning', async () => {
    serve({ [statusUrl(PAID.slug)]: ok({ is_purchased: true }) });
    renderPanel(PAID, true);
    expect(await screen.findByRole('link', { name: 'Start learning' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy this course' })).toBeNull();
  });
});

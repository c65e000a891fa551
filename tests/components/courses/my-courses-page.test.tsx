import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MyCoursesPage } from '@/features/courses/components/my-courses-page';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';
import { myCourse } from './fixtures';

vi.mock('next/router', () => import('../helpers/router-mock'));

beforeEach(() => setRouter({ pathname: '/my-course', asPath: '/my-course' }));

describe('MyCoursesPage', () => {
  it('shows each course’s progress bar, the time watched, and continues at the next lesson', () => {
    renderWithApp(
      <MyCoursesPage
        courses={[
          myCourse({
            progress: {
              completed_lessons: 2,
              total_lessons: 3,
              percent: 66,
              last_lesson_id: 8,
              first_lesson_id: 7,
              next_lesson: { id: 9, title: 'Routing and layouts' },
              watched_s: 1_500,
              duration_s: 4_500,
            },
          }),
        ]}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress in Modern React with Next.js' });
    expect(bar.getAttribute('aria-valuenow')).toBe('66');
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 3 lessons completed (66%)');
    expect(screen.getByText('2 of 3 lessons completed (66%)')).toBeTruthy();
    expect(screen.getByText('Watched 25 min of 1 h 15 min')).toBeTruthy();
    expect(screen.getByText('Next: Routing and layouts')).toBeTruthy();
    const resume = screen.getByRole('link', { name: 'Continue Modern React with Next.js' });
    expect(resume.getAttribute('href')).toBe('/courses/modern-react-with-nextjs/lessons/9');
    expect(screen.getByText('Enrolled on 1 Nov 2026')).toBeTruthy();
  });

  it('starts a course not begun at its first lesson, at 0 %', () => {
    renderWithApp(<MyCoursesPage courses={[myCourse()]} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('0 of 5 lessons completed (0%)')).toBeTruthy();
    expect(screen.getByText('Watched 0 min of 1 h 15 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Modern React with Next.js' }).getAttribute('href')).toBe(
      '/courses/modern-react-with-nextjs/lessons/7',
    );
  });

  it('says when a course has no lessons yet, without a bar or a link into it', () => {
    const course = myCourse({
      progress: {
        completed_lessons: 0,
        total_lessons: 0,
        percent: 0,
        last_lesson_id: null,
        first_lesson_id: null,
        next_lesson: null,
        watched_s: 0,
        duration_s: 0,
      },
    });
    renderWithApp(<MyCoursesPage courses={[course]} />);
    const item = screen.getByRole('article');
    expect(within(item).getByText('Lessons are coming soon.')).toBeTruthy();
    expect(within(item).queryByRole('progressbar')).toBeNull();
    expect(
      within(item)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/courses/modern-react-with-nextjs']);
  });

  it('marks a course whose every lesson is done, and offers it again from the start', () => {
    const course = myCourse({
      progress: {
        completed_lessons: 5,
        total_lessons: 5,
        percent: 100,
        last_lesson_id: 11,
        first_lesson_id: 7,
        next_lesson: null,
        watched_s: 4_500,
        duration_s: 4_500,
      },
    });
    renderWithApp(<MyCoursesPage courses={[course]} />);
    expect(screen.getByText('Every lesson completed')).toBeTruthy();
    expect(screen.queryByText(/^Next:/)).toBeNull();
    expect(screen.getByText('Watched 1 h 15 min of 1 h 15 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch Modern React with Next.js again' }).getAttribute('href')).toBe(
      '/courses/modern-react-with-nextjs/lessons/7',
    );
  });

  it('points a learner without courses to the catalogue', () => {
    renderWithApp(<MyCoursesPage courses={[]} />);
    expect(screen.getByText('You have not enrolled in a course yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses');
  });

  it('shows an error with a retry when the list could not be loaded', async () => {
    renderWithApp(<MyCoursesPage courses={null} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load your courses.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.replace).toHaveBeenCalledWith('/my-course');
  });
});

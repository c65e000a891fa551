import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseShowcase } from '@/features/home/components/course-showcase';
import type { HomeShowcase, TrendingCourse } from '@/lib/catalog/course-types';
import { courseSummary, GROUPS } from '../courses/fixtures';
import { renderWithApp } from '../helpers/render-with-app';

function trendingCourse(overrides: Partial<TrendingCourse> = {}): TrendingCourse {
  return { ...courseSummary(), recent_enrolments: 0, recent_test_takers: 0, ...overrides };
}

function showcase(best: TrendingCourse | null, trending: TrendingCourse[] = []): HomeShowcase {
  return { trending: { best_course: best, trending }, groups: GROUPS };
}

describe('CourseShowcase', () => {
  it('says why the best course leads: its recent enrolments and quiz takers', () => {
    renderWithApp(
      <CourseShowcase showcase={showcase(trendingCourse({ recent_enrolments: 12, recent_test_takers: 1 }))} />,
    );
    expect(screen.getByText(/12 learners joined in the last 30 days/)).toBeTruthy();
    expect(screen.getByText(/1 learner took one of its quizzes/)).toBeTruthy();
  });

  it('leaves the quiz line out when nobody took a quiz, and lists the trending courses', () => {
    const others = [
      trendingCourse({ id: 2, slug: 'b', title: 'Python basics' }),
      trendingCourse({ id: 3, slug: 'c', title: 'SQL' }),
    ];
    renderWithApp(<CourseShowcase showcase={showcase(trendingCourse({ recent_enrolments: 1 }), others)} />);
    expect(screen.getByText('1 learner joined in the last 30 days')).toBeTruthy();
    expect(screen.queryByText(/took one of its quizzes/)).toBeNull();
    const trending = screen.getByRole('region', { name: 'Trending courses' });
    expect(trending.textContent).toContain('Python basics');
    expect(trending.textContent).toContain('SQL');
  });

  it('says so when there is no course yet', () => {
    renderWithApp(<CourseShowcase showcase={showcase(null)} />);
    expect(screen.getByText('New courses are on their way.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Most popular this month' })).toBeNull();
  });
});

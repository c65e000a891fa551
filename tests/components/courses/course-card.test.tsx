import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCard } from '@/components/course-card';
import { renderWithApp } from '../helpers/render-with-app';
import { courseSummary } from './fixtures';

describe('CourseCard', () => {
  it('shows the title as the link to the course, the description, level, rating, learners and price in VND', () => {
    renderWithApp(<CourseCard course={courseSummary()} />);
    const link = screen.getByRole('link', { name: 'Modern React with Next.js' });
    expect(link.getAttribute('href')).toBe('/courses/modern-react-with-nextjs');
    expect(screen.getByRole('heading', { level: 3, name: 'Modern React with Next.js' })).toBeTruthy();
    expect(screen.getByText('Components, hooks and the pages router.')).toBeTruthy();
    // The level is text in the page's language, not a word in the image.
    expect(screen.getByText('Intermediate').tagName).toBe('P');
    expect(screen.getByText('Rated 4.7 out of 5 by 212 learners')).toBeTruthy();
    expect(screen.getByText('1,840 learners')).toBeTruthy();
    expect(screen.getByText('599.000 VND')).toBeTruthy();
    // The thumbnail is decoration next to the title: no second name for the same course.
    expect(screen.getByRole('presentation').getAttribute('src')).toContain('modern-react-with-nextjs.svg');
  });

  it('says "Free" for a free course and counts one learner in the singular, in the rating too', () => {
    renderWithApp(
      <CourseCard
        course={courseSummary({ price_vnd: 0, is_free: true, enrolment_count: 1, rating_count: 1 })}
        headingLevel={2}
      />,
    );
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('1 learner')).toBeTruthy();
    expect(screen.getByText('Rated 4.7 out of 5 by 1 learner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});

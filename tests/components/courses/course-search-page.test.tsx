import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseSearchPage } from '@/features/courses/components/course-search-page';
import { NO_COURSE_FILTERS, type CourseFilters } from '@/lib/catalog/course-filters';
import { hydrateWithApp, renderWithApp, tickBeforeScript, typeBeforeScript } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';
import { courseSummary, searchResult } from './fixtures';

vi.mock('next/router', () => import('../helpers/router-mock'));

beforeEach(() => setRouter({ pathname: '/courses', asPath: '/courses' }));

const filters = (overrides: Partial<CourseFilters> = {}): CourseFilters => ({ ...NO_COURSE_FILTERS, ...overrides });
/** The query of the last navigation the page asked for. */
const lastQuery = () => router.push.mock.calls.at(-1)?.[0]?.query;

describe('CourseSearchPage: the form shows the URL’s search', () => {
  it('ticks the categories, price, level and sort the URL names, and fills the keyword box', () => {
    renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ keyword: 'react', categoryIds: [12], price: 'paid', level: 'advanced', sort: 'newest' })}
        result={searchResult()}
      />,
    );
    expect((screen.getByRole('searchbox', { name: 'Search courses' }) as HTMLInputElement).value).toBe('react');
    expect((screen.getByRole('checkbox', { name: 'Python' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'JavaScript' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Paid' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Advanced' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    expect(screen.getByRole('group', { name: 'Programming' })).toBeTruthy();
  });
});

describe('CourseSearchPage: each control puts its search in the URL', () => {
  it('adds a ticked category to the query from page 1, keeping the other filters, without scrolling', async () => {
    renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ categoryIds: [21], level: 'beginner', page: 3 })}
        result={searchResult()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'JavaScript' }));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/courses', query: { category_ids: '11,21', level: 'beginner' } },
      undefined,
      { scroll: false },
    );
    // The box is ticked at once, before the new results arrive.
    expect((screen.getByRole('checkbox', { name: 'JavaScript' }) as HTMLInputElement).checked).toBe(true);
  });

  it('untick, price, level and sort each make a new search', async () => {
    const ue = userEvent.setup();
    renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ categoryIds: [11, 12] })}
        result={searchResult()}
      />,
    );
    await ue.click(screen.getByRole('checkbox', { name: 'Python' }));
    expect(lastQuery()).toEqual({ category_ids: '11' });
    await ue.click(screen.getByRole('radio', { name: 'Free' }));
    expect(lastQuery()).toEqual({ category_ids: '11', price: 'free' });
    await ue.click(screen.getByRole('radio', { name: 'Intermediate' }));
    expect(lastQuery()).toEqual({ category_ids: '11', price: 'free', level: 'intermediate' });
    await ue.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(lastQuery()).toEqual({ category_ids: '11', price: 'free', level: 'intermediate', sort: 'price_asc' });
  });

  it('searches a keyword typed before the page’s script ran', async () => {
    hydrateWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ level: 'beginner' })}
        result={searchResult()}
      />,
      (page) => typeBeforeScript(page, 'Search courses', 'react'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({ keyword: 'react', level: 'beginner' });
  });

  it('applies the filters ticked before the page’s script ran, as a search from page 1', () => {
    hydrateWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ categoryIds: [11], sort: 'newest', page: 2 })}
        result={searchResult()}
      />,
      (page) => {
        tickBeforeScript(page, 'English');
        tickBeforeScript(page, 'Free');
      },
    );
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({ category_ids: '11,21', price: 'free', sort: 'newest' });
  });

  it('searches nothing on arrival when nothing was ticked early', () => {
    hydrateWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ categoryIds: [11] })}
        result={searchResult()}
      />,
      () => {},
    );
    expect(router.push).not.toHaveBeenCalled();
  });

  it('searches the typed keyword on Enter, trimmed, and drops an empty one', async () => {
    const ue = userEvent.setup();
    renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ keyword: 'old', sort: 'newest' })}
        result={searchResult()}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    await ue.clear(box);
    await ue.type(box, '  next.js  {Enter}');
    expect(lastQuery()).toEqual({ keyword: 'next.js', sort: 'newest' });
    await ue.clear(box);
    await ue.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({ sort: 'newest' });
  });

  it('clears every filter but keeps the sort', async () => {
    renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ keyword: 'x', categoryIds: [11], price: 'paid', sort: 'price_desc' })}
        result={searchResult()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(lastQuery()).toEqual({ sort: 'price_desc' });
  });

  it('follows the URL when it changes (back/forward): the form shows the new search', () => {
    const { rerender } = renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ keyword: 'react' })}
        result={searchResult()}
      />,
    );
    rerender(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ keyword: 'python', level: 'beginner' })}
        result={searchResult()}
      />,
    );
    expect((screen.getByRole('searchbox', { name: 'Search courses' }) as HTMLInputElement).value).toBe('python');
    expect((screen.getByRole('radio', { name: 'Beginner' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('CourseSearchPage: results', () => {
  it('counts the results and links pages with the same search, marking the current one', () => {
    renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ level: 'beginner', page: 2 })}
        result={searchResult({ page: 2, totalPage: 5, total: 53, courses: [courseSummary()] })}
      />,
    );
    expect(screen.getByRole('heading', { name: '53 courses' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/courses?level=beginner');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/courses?level=beginner&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toBeTruthy();
    expect(within(pages).queryByRole('link', { name: 'Page 4' })).toBeNull();
  });

  it('says when nothing matches, with a link that clears the filters', () => {
    renderWithApp(
      <CourseSearchPage
        origin="https://learnhub.example"
        filters={filters({ keyword: 'cobol' })}
        result={searchResult({ courses: [], total: 0, totalPage: 0 })}
      />,
    );
    expect(screen.getByText('No courses match your search.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/courses');
  });

  it('shows an error with a retry when the catalogue could not be loaded', async () => {
    renderWithApp(<CourseSearchPage origin="https://learnhub.example" filters={filters()} result={null} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load the courses.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.replace).toHaveBeenCalledWith('/courses');
  });
});

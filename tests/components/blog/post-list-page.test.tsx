import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostListPage } from '@/features/blog/components/post-list-page';
import type { PostCategoryDto, PostListData, PostSummary } from '@/lib/content/post-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { hydrateWithApp, renderWithApp, typeBeforeScript } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

const CATEGORIES: PostCategoryDto[] = [
  { id: 1, slug: 'learn-to-code', title: 'Learning to code' },
  { id: 2, slug: 'careers', title: 'Careers' },
];

function post(id: number, title: string, category = CATEGORIES[0]!): PostSummary {
  return {
    id,
    slug: `post-${id}`,
    language: 'en',
    title,
    description: `About ${title}`,
    thumbnail: `/images/posts/post-${id}.svg`,
    created_by: { id: 'u1', name: 'Trần Minh Khoa' },
    created_at: '2026-11-01T03:00:00.000Z',
    published_at: '2026-11-01T03:00:00.000Z',
    menu: category,
    tags: [],
  };
}

const INITIAL: PostListData = {
  posts: [post(1, 'Git in 20 minutes'), post(2, 'Writing a CV', CATEGORIES[1])],
  page: 1,
  totalPage: 2,
  categories: CATEGORIES,
};

const articleTitles = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name });

describe('PostListPage', () => {
  beforeEach(() => setRouter({ pathname: '/posts', asPath: '/posts' }));

  it('shows the statically rendered first page with its tabs and pages, without calling the API', () => {
    mock = mockApi(() => ok([]));
    renderWithApp(<PostListPage origin="https://learnhub.example" initial={INITIAL} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(articleTitles()).toEqual(['Git in 20 minutes', 'Writing a CV']);
    expect(tab('All').getAttribute('aria-current')).toBe('page');
    expect(tab('Careers').getAttribute('href')).toBe('/posts?category=careers');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/posts?page=2');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/posts?page=2');
    expect(screen.getAllByText('Trần Minh Khoa', { exact: false })).toHaveLength(2);
    expect(mock.requests).toHaveLength(0);
  });

  it('loads what the URL asks for — keyword, category, page — and marks the current tab', async () => {
    setRouter({ pathname: '/posts', query: { keyword: 'git', category: 'careers', page: '2' } });
    mock = mockApi(() => ok([post(7, 'Git for your CV', CATEGORIES[1])], { page: 2, total_page: 3 }));
    renderWithApp(<PostListPage origin="https://learnhub.example" initial={INITIAL} />);

    expect(await screen.findByRole('heading', { name: 'Git for your CV' })).toBeTruthy();
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]!.url).toBe('/api/posts');
    expect(mock.requests[0]!.params).toEqual({ keyword: 'git', category: 'careers', page: '2' });
    expect(screen.getByRole('heading', { name: 'Results for “git”' })).toBeTruthy();
    expect(tab('Careers').getAttribute('aria-current')).toBe('page');
    expect(tab('All').getAttribute('aria-current')).toBeNull();
    // Tabs keep the keyword and go back to the first page; page links keep both.
    expect(tab('All').getAttribute('href')).toBe('/posts?keyword=git');
    expect(tab('Learning to code').getAttribute('href')).toBe('/posts?keyword=git&category=learn-to-code');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/posts?keyword=git&category=careers',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/posts?keyword=git&category=careers&page=3',
    );
  });

  it('searching puts the keyword in the URL and starts from the first page, keeping the category', async () => {
    setRouter({ pathname: '/posts', query: { category: 'careers', page: '2' } });
    mock = mockApi(() => ok([post(2, 'Writing a CV', CATEGORIES[1])], { page: 2, total_page: 2 }));
    renderWithApp(<PostListPage origin="https://learnhub.example" initial={INITIAL} />);
    await screen.findByRole('heading', { name: 'Writing a CV' });

    const ue = userEvent.setup();
    await ue.type(screen.getByRole('searchbox', { name: 'Search the blog' }), '  interview  ');
    await ue.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/posts', query: { keyword: 'interview', category: 'careers' } },
      undefined,
      { shallow: true, scroll: false },
    );
  });

  it('searches a keyword typed before the page’s script ran', async () => {
    mock = mockApi(() => ok([]));
    hydrateWithApp(<PostListPage origin="https://learnhub.example" initial={INITIAL} />, (page) =>
      typeBeforeScript(page, 'Search the blog', 'interview'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/posts', query: { keyword: 'interview' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('says when nothing matches, with a way back to every article', async () => {
    setRouter({ pathname: '/posts', query: { keyword: 'kubernetes' } });
    mock = mockApi(() => ok([], { page: 1, total_page: 0 }));
    renderWithApp(<PostListPage origin="https://learnhub.example" initial={INITIAL} />);
    expect(await screen.findByText('No articles match your search.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all articles' }).getAttribute('href')).toBe('/posts');
  });

  it('past the last page, says there is no such page and links to the first', async () => {
    setRouter({ pathname: '/posts', query: { page: '9' } });
    mock = mockApi(() => ok([], { page: 9, total_page: 2 }));
    renderWithApp(<PostListPage origin="https://learnhub.example" initial={INITIAL} />);
    expect(await screen.findByText('There is no page 9 here.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all articles' }).getAttribute('href')).toBe('/posts');
  });

  it('shows an error with a retry when the list cannot load, and loads the tabs too without static data', async () => {
    let failing = true;
    mock = mockApi((config) => {
      if (config.url === '/api/posts/categories') return ok(CATEGORIES);
      return failing ? fail(503, 'SERVICE_UNAVAILABLE', 'down') : ok([post(3, 'Spaced repetition')]);
    });
    renderWithApp(<PostListPage origin="https://learnhub.example" initial={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is temporarily unavailable');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spaced repetition' })).toBeTruthy();
    expect(tab('Careers')).toBeTruthy();
  });
});
